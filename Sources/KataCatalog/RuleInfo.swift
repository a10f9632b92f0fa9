/// The groups of the rule catalog, in the order `docs/spec/rules.md` gives them.
public enum RuleGroup: String, CaseIterable, Codable, Sendable {
    case adding, removing, transitioning, appearance, delegating, design, presenting
}

/// Structural facts about a rule that never need translating: where it comes from in Apple's
/// guide and which catalogued mistakes (`docs/spec/mistakes.md`) break it. The learner-facing words
/// (title, explanation, examples, hints) live in `KataKit/Texts/<language>/rules.json`.
public struct RuleInfo: Sendable, Equatable {
    public let group: RuleGroup
    public let guideSection: String
    public let mistakes: [String]

    public init(group: RuleGroup, guideSection: String, mistakes: [String]) {
        self.group = group
        self.guideSection = guideSection
        self.mistakes = mistakes
    }
}

extension RuleID {
    public var info: RuleInfo { RuleInfo.table[self]! }
}

extension RuleInfo {
    static let table: [RuleID: RuleInfo] = [
        .addChildFirst: RuleInfo(group: .adding, guideSection: "Adding a Child View Controller", mistakes: ["A1", "A6", "D23"]),
        .addChildView: RuleInfo(group: .adding, guideSection: "Listing 5-1", mistakes: ["A1", "A5"]),
        .sizeChildView: RuleInfo(group: .adding, guideSection: "Adding a Child View Controller, step 2–3", mistakes: ["A8"]),
        .didMoveAfterView: RuleInfo(group: .adding, guideSection: "Adding a Child View Controller, step 4", mistakes: ["A2", "A3", "C17"]),
        .noManualWillMoveOnAdd: RuleInfo(group: .adding, guideSection: "Listing 5-1 commentary", mistakes: ["A4"]),
        .addOnce: RuleInfo(group: .adding, guideSection: "—", mistakes: ["A9"]),
        .reparentCleanly: RuleInfo(group: .adding, guideSection: "header: addChild(_:)", mistakes: ["A7"]),
        .embedInContainerView: RuleInfo(group: .adding, guideSection: "Interface Builder container view (Configuring a Container in Interface Builder); objc.io containment", mistakes: ["H36"]),
        .willMoveNilFirst: RuleInfo(group: .removing, guideSection: "Removing a Child View Controller, step 1", mistakes: ["B10"]),
        .removeViewBeforeParent: RuleInfo(group: .removing, guideSection: "steps 2–3", mistakes: ["B11"]),
        .removeFromParentLast: RuleInfo(group: .removing, guideSection: "step 4, Listing 5-2", mistakes: ["B10", "B11"]),
        .releaseRemovedChild: RuleInfo(group: .removing, guideSection: "Removing a Child View Controller", mistakes: ["B12"]),
        .viewIfLoaded: RuleInfo(group: .removing, guideSection: "—", mistakes: ["B14"]),
        .transitionSiblings: RuleInfo(group: .transitioning, guideSection: "Listing 5-3, header", mistakes: ["C15"]),
        .transitionOwnsViews: RuleInfo(group: .transitioning, guideSection: "header: transition(from:to:…)", mistakes: ["C16"]),
        .finishInCompletion: RuleInfo(group: .transitioning, guideSection: "Listing 5-3", mistakes: ["C17"]),
        .startAndEndFrames: RuleInfo(group: .transitioning, guideSection: "Listing 5-3", mistakes: []),
        .oneTransitionAtATime: RuleInfo(group: .transitioning, guideSection: "—", mistakes: ["C13"]),
        .noTransitionWithManualAppearance: RuleInfo(group: .transitioning, guideSection: "header: transition(from:to:…)", mistakes: []),
        .flipInsideContainerView: RuleInfo(group: .transitioning, guideSection: "objc.io containment (Tunnel)", mistakes: ["H38"]),
        .optOutBeforeForwarding: RuleInfo(group: .appearance, guideSection: "Managing Appearance Updates, Listing 5-4", mistakes: ["D19"]),
        .forwardAllFour: RuleInfo(group: .appearance, guideSection: "Listing 5-5", mistakes: ["D21"]),
        .balanceBeginEnd: RuleInfo(group: .appearance, guideSection: "header", mistakes: ["D22"]),
        .passAnimated: RuleInfo(group: .appearance, guideSection: "Listing 5-5", mistakes: []),
        .neverCallViewWillAppear: RuleInfo(group: .appearance, guideSection: "header", mistakes: ["D20"]),
        .callSuper: RuleInfo(group: .appearance, guideSection: "header", mistakes: ["D26"]),
        .reverseCancelledAppearance: RuleInfo(group: .appearance, guideSection: "header: beginAppearanceTransition", mistakes: ["D24"]),
        .appearanceMatchesVisibility: RuleInfo(group: .appearance, guideSection: "Managing Appearance Updates", mistakes: ["D25"]),
        .hideByRemovingView: RuleInfo(group: .appearance, guideSection: "Managing Appearance Updates", mistakes: ["D25", "H37"]),
        .childForStatusBarStyle: RuleInfo(group: .delegating, guideSection: "Delegating Control to Your Children", mistakes: ["E27"]),
        .childForStatusBarHidden: RuleInfo(group: .delegating, guideSection: "same", mistakes: ["E27"]),
        .updateStatusBar: RuleInfo(group: .delegating, guideSection: "header", mistakes: ["E28"]),
        .askDontCopyStatusBar: RuleInfo(group: .delegating, guideSection: "—", mistakes: ["E27"]),
        .listenPreferredContentSize: RuleInfo(group: .delegating, guideSection: "Delegating Control to Your Children", mistakes: ["F30"]),
        .sizeForChild: RuleInfo(group: .delegating, guideSection: "UIContentContainer", mistakes: ["F31"]),
        .propagatePreferredSize: RuleInfo(group: .delegating, guideSection: "—", mistakes: ["F30"]),
        .followSizeClass: RuleInfo(group: .delegating, guideSection: "guide: split view example; UIContentContainer", mistakes: ["H40"]),
        .rootViewOnly: RuleInfo(group: .design, guideSection: "Suggestions for Building a Container", mistakes: ["G32"]),
        .childKnowsLittle: RuleInfo(group: .design, guideSection: "same", mistakes: ["G33"]),
        .childrenIsTruth: RuleInfo(group: .design, guideSection: "—", mistakes: ["G35"]),
        .viewsFollowControllers: RuleInfo(group: .design, guideSection: "objc.io containment; header", mistakes: ["A1", "G34"]),
        .lazyChildren: RuleInfo(group: .design, guideSection: "—", mistakes: ["A9", "G35"]),
        .noRetainCycle: RuleInfo(group: .design, guideSection: "objc.io containment (communication)", mistakes: ["G33", "H39"]),
        .presentFromWindow: RuleInfo(group: .presenting, guideSection: "UIViewController present(_:animated:completion:) docs", mistakes: ["G34"]),
        .popoverNeedsAnchor: RuleInfo(group: .presenting, guideSection: "UIPopoverPresentationController docs", mistakes: ["H41"]),
        .customNeedsDelegate: RuleInfo(group: .presenting, guideSection: "Custom presentations (View Controller Programming Guide)", mistakes: ["H42"]),
        .keepTransitioningDelegate: RuleInfo(group: .presenting, guideSection: "UIViewController transitioningDelegate docs", mistakes: ["H42"]),
        .pushNeedsNavigation: RuleInfo(group: .presenting, guideSection: "UINavigationController docs", mistakes: ["H43"]),
        .letContainersShow: RuleInfo(group: .presenting, guideSection: "show(_:sender:) docs; targetViewController(forAction:sender:)", mistakes: []),
        .chromeInContainerView: RuleInfo(group: .presenting, guideSection: "UIPresentationController docs", mistakes: ["H44"]),
        .animateAlongsideTransition: RuleInfo(group: .presenting, guideSection: "UIPresentationController docs", mistakes: ["H44"]),
        .cleanUpCancelledPresentation: RuleInfo(group: .presenting, guideSection: "UIPresentationController docs", mistakes: ["H44"]),
        .frameOfPresentedView: RuleInfo(group: .presenting, guideSection: "UIPresentationController docs", mistakes: ["H45"]),
        .relayoutPresentedView: RuleInfo(group: .presenting, guideSection: "UIPresentationController docs", mistakes: ["H45"]),
    ]
}
