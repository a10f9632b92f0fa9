/// UIPresentationController's transition hooks whose base implementation journals `superCalled`
/// (by the names it journals), so the custom-presentation-controller grader can tell an override
/// that skips `super`. Those `super` lines are never a finding's place (`CallSites.isCall`): each
/// is an override's first line, not where a missing step of the transition belongs.
enum PresentationHooks {
    static let journalingSuper: Set<String> = [
        "presentationTransitionWillBegin", "presentationTransitionDidEnd(_:)", "dismissalTransitionWillBegin",
        "dismissalTransitionDidEnd(_:)", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
    ]
}
