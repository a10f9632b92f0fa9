import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine

/// The misses issue 19 lists, each graded from its fixture through the real runner: the check
/// that must catch it fails with the rule the catalog names for it, and with its own message.
/// Serialized: each case runs the compiler, and the machine may have only two cores.
@Suite(.serialized) struct KataMissTests {
    static let root = TestBuild.projectRoot

    private func failing(_ kata: String, _ fixture: String, _ check: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> CheckResult {
        let url = Self.root.appendingPathComponent("Solutions/\(kata)/mistakes/\(fixture).swift")
        let result = try KataFixtures.grade(url, kata: Katas.named(kata))
        let found = result.checks.first { $0.name == check && $0.status == .fail }
        return try #require(found, "\(check) did not fail:\n\(KataFixtures.describe(result))", sourceLocation: sourceLocation)
    }

    /// The fixture's line the check points at (its text, trimmed).
    private func pointedLine(_ check: CheckResult, _ kata: String, _ fixture: String) throws -> String {
        let url = Self.root.appendingPathComponent("Solutions/\(kata)/mistakes/\(fixture).swift")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(check.location?.line, "\(check.name) points nowhere")
        return line >= 1 && line <= lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
    }

    @Test func dismissalDidEndWithoutCompletedFails() throws {
        let check = try failing("custom-presentation-controller", "H44-removes-dimming-after-cancelled-dismissal",
                                "dimmingLeavesAfterCancelAndDismissal")
        #expect(check.rules == [.cleanUpCancelledPresentation])
        #expect(check.finding?.message.key == "chromeGoneAfterCancelledDismissal")
        // The removal that ran in dismissalTransitionDidEnd(false), not a correct line nearby.
        #expect(try pointedLine(check, "custom-presentation-controller", "H44-removes-dimming-after-cancelled-dismissal")
                == "dimmingView.removeFromSuperview()")
    }

    @Test(arguments: [("presentation-will-begin", "presentationTransitionWillBegin"),
                      ("dismissal-will-begin", "dismissalTransitionWillBegin"),
                      ("layout", "containerViewWillLayoutSubviews")])
    func presentationHookWithoutSuperFails(_ fixture: String, _ method: String) throws {
        let check = try failing("custom-presentation-controller", "D26-\(fixture)-without-super", "overridesCallSuper")
        #expect(check.rules == [.callSuper])
        #expect(check.finding?.message.arguments["methods"] == method)
        #expect(try pointedLine(check, "custom-presentation-controller", "D26-\(fixture)-without-super")
                .hasPrefix("override func \(method)("))
    }

    @Test func cancelRemovingViewBeforeWillMoveNilFails() throws {
        let check = try failing("interactive-swipe", "none-cancel-removes-view-before-will-move-nil", "earlyReleaseCancels")
        #expect(check.rules == [.willMoveNilFirst])
        #expect(check.finding?.message.key == "cancelViewOutBeforeWillMoveNil")
        // One of the two swapped calls (the misplaced pair), never a correct line elsewhere.
        let pointed = try pointedLine(check, "interactive-swipe", "none-cancel-removes-view-before-will-move-nil")
        #expect(pointed.hasPrefix("next.view.removeFromSuperview()") || pointed.hasPrefix("next.willMove(toParent: nil)"), "\(pointed)")
    }

    /// Ignoring `.cancelled` is a cancel not handled, not a finish done too early.
    @Test func ignoredSystemCancelIsNamedByTheCancelRule() throws {
        let check = try failing("interactive-swipe", "none-ignores-system-cancel", "systemCancelCancels")
        #expect(check.rules == [.reverseCancelledAppearance])
        #expect(!check.rules.contains(.finishInCompletion))
        #expect(check.finding?.message.key == "cancelIgnored")
        #expect(check.finding?.message.arguments["end"] == ".cancelled")
        // Where .cancelled belongs: beside .ended, not a correct line of .began.
        #expect(try pointedLine(check, "interactive-swipe", "none-ignores-system-cancel").hasPrefix("case .ended"))
    }

    /// A finish that ends the relationship before the view leaves fails as remove-child does.
    @Test(arguments: ["flickFinishes", "dragPastHalfFinishes"])
    func finishRemovingParentBeforeViewFails(_ name: String) throws {
        let check = try failing("interactive-swipe", "B11-finish-removes-parent-before-view", name)
        #expect(check.rules == [.removeViewBeforeParent])
        #expect(check.finding?.message.key == "finishRemoveFromParentBeforeView")
        #expect(check.finding?.mistake == "B11")
        #expect(try pointedLine(check, "interactive-swipe", "B11-finish-removes-parent-before-view")
                == "current.removeFromParent()")
    }

    /// A cancel that ends the incoming section's relationship before its view leaves fails as the
    /// finish does (a batch-9 locator case that passed).
    @Test(arguments: ["earlyReleaseCancels", "systemCancelCancels"])
    func cancelRemovingParentBeforeViewFails(_ name: String) throws {
        let check = try failing("interactive-swipe", "B11-cancel-removes-parent-before-view", name)
        #expect(check.rules == [.removeViewBeforeParent])
        #expect(check.finding?.message.key == "cancelRemoveFromParentBeforeView")
        #expect(try pointedLine(check, "interactive-swipe", "B11-cancel-removes-parent-before-view") == "next.removeFromParent()")
    }

    /// On .began the incoming view waits past the right edge; at view.bounds it covers the current one.
    @Test func beganViewOverTheCurrentFails() throws {
        let check = try failing("interactive-swipe", "none-began-view-covers-current", "beganAddsTheNextSection")
        #expect(check.rules == [.appearanceMatchesVisibility])
        #expect(check.finding?.message.key == "beganViewOnScreen")
        #expect(check.finding?.message.arguments["frame"] == check.finding?.message.arguments["bounds"])
        #expect(try pointedLine(check, "interactive-swipe", "none-began-view-covers-current") == "next.view.frame = view.bounds")
    }

    /// A willMove(toParent: self) sent by hand before addChild (in an embed helper): the journal's
    /// counts, and the learner's own willMove line, not the addChild that sent the other one.
    @Test func embedHelperWithManualWillMoveFails() throws {
        let check = try failing("embed-on-load", "A4-manual-will-move", "willMoveComesOnlyFromAddChild")
        #expect(check.rules == [.noManualWillMoveOnAdd])
        #expect(check.finding?.mistake == "A4")
        #expect(check.finding?.message.key == "willMoveByHand")
        #expect(check.finding?.message.arguments == ["willMoves": "2", "addChild": "1", "byHand": "1"])
        #expect(try pointedLine(check, "embed-on-load", "A4-manual-will-move") == "content.willMove(toParent: self)")
    }

    /// A container that answers a drag on the other map, right, and also on the map that was
    /// dragged: the drag check names it, with the point the dragged map got, at the learner's line.
    @Test(arguments: [("dragOnStartMapShowsAntipodeOnTarget", "startMap", "targetMap"),
                      ("dragOnTargetMapShowsAntipodeOnStart", "targetMap", "startMap")])
    func updatingTheDraggedMapFails(_ name: String, _ mover: String, _ other: String) throws {
        let check = try failing("child-to-parent", "none-also-updates-dragged-map", name)
        #expect(check.rules == [.childKnowsLittle])
        #expect(check.finding?.mistake == nil)
        #expect(check.finding?.message.key == "alsoUpdatedMover")
        let arguments = check.finding?.message.arguments ?? [:]
        #expect(arguments["mover"] == mover)
        #expect(arguments["other"] == other)
        #expect(arguments["got"] == arguments["expected"])
        #expect(try pointedLine(check, "child-to-parent", "none-also-updates-dragged-map")
                == "mapViewController.updateAnnotationLocation(antipode(of: point))")
    }

    /// Root made a child only in viewDidAppear: the container was on screen before root's view was
    /// in it, so root's viewWillAppear comes after the container's viewDidAppear. Points at the
    /// learner's late addChild(root).
    @Test func rootEmbeddedInViewDidAppearFails() throws {
        let check = try failing("navigation-stack", "none-embeds-root-in-view-did-appear", "onlyTopViewIsShown")
        #expect(check.rules == [.appearanceMatchesVisibility])
        #expect(check.finding?.mistake == nil)
        #expect(check.finding?.message.key == "rootAppearedLate")
        #expect(check.finding?.message.arguments["step"] == "makeKeyAndVisible()")
        #expect(try pointedLine(check, "navigation-stack", "none-embeds-root-in-view-did-appear") == "addChild(root)")
    }

    /// The warning given only when the view is loaded: a never-shown child is removed unwarned.
    @Test func willMoveNilOnlyForLoadedViewFails() throws {
        let fixture = "B10-will-move-only-when-view-loaded"
        let check = try failing("remove-child", fixture, "unloadedChildViewStaysUnloaded")
        #expect(check.rules == [.willMoveNilFirst])
        #expect(check.finding?.mistake == "B10")
        #expect(check.finding?.message.key == "unloadedChildNotWarned")
        let pointed = try pointedLine(check, "remove-child", fixture)
        #expect(pointed.hasPrefix("if content.isViewLoaded") || pointed == "content.willMove(toParent: nil)", "\(pointed)")
    }

    /// A container that delegates only to children with an opinion of their own skips a child that
    /// keeps UIKit's defaults and lets its own child decide.
    @Test(arguments: [("none-delegates-style-only-when-not-default", RuleID.childForStatusBarStyle, "stopsDelegatingStyle",
                       "selectedChild?.preferredStatusBarStyle == .default ? nil : selectedChild"),
                      ("none-delegates-hidden-only-when-hidden", RuleID.childForStatusBarHidden, "stopsDelegatingHidden",
                       "selectedChild?.prefersStatusBarHidden == true ? selectedChild : nil")])
    func delegatingToSomeChildrenOnlyFails(_ fixture: String, _ rule: RuleID, _ key: String, _ line: String) throws {
        let check = try failing("status-bar", fixture, "delegationReachesGrandchild")
        #expect(check.rules == [rule])
        #expect(check.finding?.message.key == key)
        #expect(check.finding?.message.arguments["child"] == "quiet")
        #expect(try pointedLine(check, "status-bar", fixture) == line)
    }

    /// The view is not in a window yet during viewWillAppear (§2.6): waiting for one never begins
    /// the child's appearance the first time.
    @Test func willAppearWaitingForWindowFails() throws {
        let fixture = "none-will-appear-waits-for-window"
        let check = try failing("manual-appearance", fixture, "childAppearsWithContainer")
        #expect(check.rules.contains(.forwardAllFour))
        #expect(try pointedLine(check, "manual-appearance", fixture) == "guard view.window != nil else { return }")
        let balance = try failing("manual-appearance", fixture, "beginAndEndAreBalanced")
        #expect(balance.rules == [.balanceBeginEnd])
    }

    /// remove-child's three lines pasted into the finish: the current section is warned twice.
    @Test func finishWarningAgainFails() throws {
        let fixture = "none-finish-warns-again"
        let check = try failing("interactive-swipe", fixture, "flickFinishes")
        #expect(check.rules == [.willMoveNilFirst])
        #expect(check.finding?.message.key == "finishWillMoveNilRepeated")
        #expect(check.finding?.message.arguments["count"] == "2")
        #expect(try pointedLine(check, "interactive-swipe", fixture) == "current.willMove(toParent: nil)")
    }

    /// The new tab's view added by hand before transition(from:to:…), which adds it itself.
    @Test func tabViewAddedBeforeTransitionFails() throws {
        let fixture = "C16-adds-view-before-transition"
        let check = try failing("tab-switcher", fixture, "switchSendsAppearanceToBoth")
        #expect(check.rules == [.transitionOwnsViews])
        #expect(check.finding?.mistake == "C16")
        #expect(check.finding?.message.key == "viewAddedBeforeTransitionWarned")
        #expect(try pointedLine(check, "tab-switcher", fixture) == "view.addSubview(new.view)")
    }

    /// A first-selected tab's view put in the hierarchy before addChild (a batch-9 locator case that passed).
    @Test func tabViewShownBeforeAddChildFails() throws {
        let fixture = "A6-shows-view-before-add-child"
        let check = try failing("tab-switcher", fixture, "tabBecomesChildWhenFirstSelected")
        #expect(check.rules == [.addChildFirst])
        #expect(check.finding?.mistake == "A6")
        #expect(check.finding?.message.key == "viewBeforeAddChild")
        #expect(try pointedLine(check, "tab-switcher", fixture) == "view.addSubview(shown.view)")
    }

    /// A child begun twice and ended once never gets its "did": the message says so (it was ended),
    /// and points at the second begin.
    @Test func childBegunTwiceIsNamedAsSuch() throws {
        let fixture = "D22-begins-twice-through-helper"
        let check = try failing("manual-appearance", fixture, "childAppearsWithContainer")
        #expect(check.rules == [.balanceBeginEnd])
        #expect(check.finding?.message.key == "phaseBegunTwice")
        #expect(check.finding?.message.arguments["begins"] == "2" && check.finding?.message.arguments["ends"] == "1")
        #expect(try pointedLine(check, "manual-appearance", fixture) == "child.beginAppearanceTransition(true, animated: animated)")
    }

    /// didMove(toParent:) sent only when the container is in a window: an add made before it is
    /// on screen never finishes.
    @Test func didMoveOnlyOnScreenFails() throws {
        let fixture = "A2-returns-before-did-move-off-screen"
        let check = try failing("add-child", fixture, "didMoveArrivesOnceAfterViewIsInPlace")
        #expect(check.rules == [.didMoveAfterView])
        #expect(check.finding?.mistake == "A2")
        #expect(check.finding?.message.key == "didMoveNeverArrivedOffScreen")
        #expect(try pointedLine(check, "add-child", fixture) == "guard view.window != nil else { return }")
    }

    /// The old child sent didMove(toParent: nil) by hand before removeFromParent() sent it again.
    @Test func oldDidMoveNilSentTwiceFails() throws {
        let fixture = "none-sends-old-did-move-nil"
        let check = try failing("cycle-animated", fixture, "containmentFinishesInCompletion")
        #expect(check.rules == [.removeFromParentLast])
        #expect(check.finding?.message.key == "oldDidMoveNilRepeated")
        #expect(check.finding?.message.arguments["count"] == "2")
        #expect(try pointedLine(check, "cycle-animated", fixture) == "oldVC.didMove(toParent: nil)")
    }

    /// A finish that never lets go of `incoming` refuses the swipe after it.
    @Test func swipeRefusedAfterFinishFails() throws {
        let check = try failing("interactive-swipe", "none-finish-never-clears-incoming", "swipeAgainAfterFinish")
        #expect(check.rules == [.finishInCompletion])
        #expect(check.finding?.message.key == "swipeAfterFinishRefused")
    }

    /// A cancel that never lets go of `incoming` refuses the swipe after it, named at the end of
    /// the cancel's completion (where the state should have been cleared).
    @Test func swipeRefusedAfterCancelFails() throws {
        let fixture = "none-cancel-never-clears-incoming"
        let check = try failing("interactive-swipe", fixture, "swipeAgainAfterCancel")
        #expect(check.rules == [.finishInCompletion])
        #expect(check.finding?.message.key == "swipeAfterCancelRefused")
        #expect(try pointedLine(check, "interactive-swipe", fixture) == "current.endAppearanceTransition()")
    }

    /// The popover's style set only after `present`: UIKit makes the presentation controller from the
    /// style at the call (P 12–13), though the property says .popover when the method returns.
    @Test func popoverStyleAfterPresentFails() throws {
        let fixture = "none-popover-style-after-present"
        let check = try failing("presentation-type", fixture, "popoverInRegularWidthHasItsAnchor")
        #expect(check.rules == [.popoverNeedsAnchor])
        #expect(check.finding?.message.key == "popoverStyleAfterPresent")
        #expect(check.finding?.message.arguments["style"] == ".automatic")
        #expect(try pointedLine(check, "presentation-type", fixture) == "controller.modalPresentationStyle = .popover")
    }

    /// `.custom` and the delegate set only after `present`: the delegate is never asked.
    @Test func customStyleAfterPresentFails() throws {
        let fixture = "H42-custom-style-after-present"
        let check = try failing("presentation-type", fixture, "customKeepsItsTransitioningDelegate")
        #expect(check.rules == [.customNeedsDelegate])
        #expect(check.finding?.mistake == "H42")
        #expect(check.finding?.message.key == "customStyleAfterPresent")
        #expect(try pointedLine(check, "presentation-type", fixture) == "controller.modalPresentationStyle = .custom")
    }

    /// The window check says so, then presents anyway: UIKit's warning shows the refused call.
    @Test func windowCheckThatPresentsAnywayFails() throws {
        let fixture = "none-window-check-presents-anyway"
        let check = try failing("presentation-type", fixture, "notInWindowPresentsNothingAndSaysSo")
        #expect(check.rules == [.presentFromWindow])
        #expect(check.finding?.message.key == "offscreenPresentedAnyway")
        #expect(check.finding?.message.arguments["warning"]?.contains("window hierarchy") == true)
    }

    /// A `.push` that pushes a navigation controller too: UIKit's exception, with the rule.
    @Test func pushingANavigationControllerFails() throws {
        let check = try failing("presentation-type", "H43-push-navigation-controller", "pushOfANavigationControllerIsRefused")
        #expect(check.rules == [.pushNeedsNavigation])
        #expect(check.finding?.message.key == "pushedNavigationController")
        #expect(check.finding?.message.arguments["exception"]?.contains("Pushing a navigation controller is not supported") == true)
    }

    /// sourceRect from the anchor's frame: outside the anchor's own bounds, named at its write.
    @Test func popoverRectFromTheFrameFails() throws {
        let check = try failing("presentation-type", "none-popover-rect-from-frame", "popoverInRegularWidthHasItsAnchor")
        #expect(check.rules == [.popoverNeedsAnchor])
        #expect(check.finding?.message.key == "popoverRectOutsideAnchor")
        #expect(check.finding?.message.arguments["rect"] == "(20, 120, 44, 44)")
    }

    /// A bar-button popover without the config's arrows keeps UIKit's default (.any).
    @Test func barButtonPopoverWithoutArrowsFails() throws {
        let check = try failing("presentation-type", "none-popover-arrows-only-for-view", "popoverInRegularWidthHasItsAnchor")
        #expect(check.finding?.message.key == "popoverArrows")
        #expect(check.finding?.message.arguments["actual"] == "15")
    }

    /// Constraints activated before the child's view is in slot: UIKit's "no common ancestor"
    /// exception, and the view keeps the frame it was loaded with.
    @Test func constraintsBeforeTheViewIsAddedFail() throws {
        let check = try failing("embed-on-load", "none-activates-before-adding-view", "contentViewFillsSlot")
        #expect(check.rules == [.sizeChildView, .embedInContainerView])
        #expect(check.finding?.diagnostics.contains { $0.contains("because they have no common ancestor") } == true)
    }

    /// The flip's options carry the direction but not the ease-in curve the task asks for.
    @Test func flipWithoutEaseInFails() throws {
        let check = try failing("flip-in-container-view", "none-flip-without-ease-in", "flipUsesTheRequestedOption")
        #expect(check.rules == [.flipInsideContainerView])
        #expect(check.finding?.message.key == "wrongCurve")
        #expect(check.finding?.message.arguments["got"] == ".curveEaseInOut (the default)")
    }

    /// super tells the child its new size, then a loop tells it again by hand (UIKitSim journals
    /// only UIKit's delivery; the child's probe hears both): the hand call is named.
    @Test func sizeChangeForwardedTwiceFails() throws {
        let fixture = "none-forwards-size-change-twice"
        let check = try failing("preferred-content-size", fixture, "childHearsContainerSizeChange")
        #expect(check.rules == [.sizeForChild])
        #expect(check.finding?.message.key == "childToldAgainByHand")
        #expect(try pointedLine(check, "preferred-content-size", fixture) == "child.viewWillTransition(to: size, with: coordinator)")
    }

    /// A release check's timeline is all equal; its finding names the line that holds on: the
    /// helper's strong property a back-reference is stored in (where `weak` belongs), a removed
    /// child put in a collection.
    @Test(arguments: [("child-to-parent", "H39-strong-back-reference", "dismissingReleasesContainerAndMaps", "var owner: UIViewController?"),
                      ("child-to-parent", "H39-closure-captures-self", "dismissingReleasesContainerAndMaps",
                       "let toTarget = MapListener { point in self.targetMap.updateAnnotationLocation(antipode(of: point)) }"),
                      ("remove-child", "B12-keeps-removed-child", "removedChildIsReleased", "recentlyHidden.append(content)")])
    func leakNamesTheLineThatHoldsOn(_ kata: String, _ fixture: String, _ check: String, _ line: String) throws {
        let found = try failing(kata, fixture, check)
        #expect(try pointedLine(found, kata, fixture) == line)
    }

    /// willMove(toParent: parent) looked like nil while the graded container was a root; inside a
    /// host the child is told it moves to the container's parent.
    @Test func willMoveToContainersParentFails() throws {
        let fixture = "B10-will-move-to-containers-parent"
        let check = try failing("remove-child", fixture, "willMoveToNilComesFirst")
        #expect(check.rules == [.willMoveNilFirst])
        #expect(check.finding?.message.key == "willMoveNilOtherArrived")
        #expect(check.finding?.message.arguments["calls"] == "willMove(toParent: host)")
        #expect(try pointedLine(check, "remove-child", fixture) == "content.willMove(toParent: parent)")
    }

    /// begin/end disappearance by hand while UIKit still forwards it (D19): the first hand call is named.
    @Test func disappearanceForwardedWhileAutomaticFails() throws {
        let fixture = "D19-forwards-disappearance-while-automatic"
        let check = try failing("remove-child", fixture, "disappearanceArrivesOnce")
        #expect(check.rules == [.optOutBeforeForwarding])
        #expect(check.finding?.message.key == "disappearanceForwardedWhileAutomatic")
        #expect(check.finding?.mistake == "D19")
        #expect(try pointedLine(check, "remove-child", fixture) == "content.beginAppearanceTransition(false, animated: false)")
    }

    /// The containment finished by a delayed animation of the learner's own that ends when the
    /// transition does, not by the transition's completion: the call in that completion is named.
    @Test func finishAfterFixedDelayFails() throws {
        let fixture = "C17-finishes-after-fixed-delay"
        let check = try failing("cycle-animated", fixture, "containmentFinishesInCompletion")
        #expect(check.rules == [.finishInCompletion])
        #expect(check.finding?.message.key == "oldRemoveFromParentInOwnAnimationAfterTransition")
        #expect(check.finding?.message.arguments["end"] == "0.25")
        #expect(try pointedLine(check, "cycle-animated", fixture) == "oldVC.removeFromParent()")
    }

    /// A duration in milliseconds: the swap lasts 250 s, not the task's 0.25 s.
    @Test func swapDurationInMillisecondsFails() throws {
        let check = try failing("cycle-animated", "none-duration-in-milliseconds", "bothViewsShowDuringAnimation")
        #expect(check.rules == [.startAndEndFrames])
        #expect(check.finding?.message.key == "swapDurationWrong")
        #expect(check.finding?.message.arguments["duration"] == "250")
    }

    /// Listing 5-3's willMove(toParent: nil) sent to a tab that stays a child: the call is named.
    @Test func keptTabWarnedOfRemovalFails() throws {
        let fixture = "none-transition-warns-kept-tab"
        let check = try failing("tab-switcher", fixture, "tabBecomesChildWhenFirstSelected")
        #expect(check.rules == [.willMoveNilFirst])
        #expect(check.finding?.message.key == "keptTabWarnedOfRemoval")
        #expect(check.finding?.message.arguments["tab"] == "tab0")
        #expect(try pointedLine(check, "tab-switcher", fixture) == "previous.willMove(toParent: nil)")
    }

    /// selectedIndex kept only for new tabs: going back to a known tab leaves it on the tab left, and
    /// selecting that tab again (the scene's last step) changes nothing.
    @Test func staleSelectedIndexSwallowsASelection() throws {
        let check = try failing("tab-switcher", "none-selected-index-only-for-new-tabs", "oneTabViewAtATime")
        #expect(check.rules == [.appearanceMatchesVisibility])
        #expect(check.finding?.message.key == "selectedIndexStale")
        #expect(check.finding?.message.arguments["stale"] == "2")
        #expect(check.finding?.message.arguments["previous"] == "0")
    }

    /// An appearance override without super (D26): the new split-container check names the override.
    @Test func splitAppearanceOverrideWithoutSuperFails() throws {
        let fixture = "D26-will-appear-without-super"
        let check = try failing("split-container", fixture, "overridesCallSuper")
        #expect(check.rules == [.callSuper])
        #expect(check.finding?.message.key == "overridesSkipSuper")
        #expect(check.finding?.message.arguments["methods"] == "viewWillAppear(_:)")
        #expect(try pointedLine(check, "split-container", fixture) == "override func viewWillAppear(_ animated: Bool) {")
    }

    /// The columns re-arranged in the coordinator's completion: right after the change, but not
    /// while it animated — both directions fail, naming the call that was handed the completion
    /// the late insertion or removal ran in (the moment is what is wrong, not the call).
    @Test func splitArrangedAfterTheAnimationFails() throws {
        let fixture = "H40-arranges-in-coordinator-completion"
        let regular = try failing("split-container", fixture, "becomingRegularBringsSecondaryBack")
        #expect(regular.rules == [.followSizeClass])
        #expect(regular.finding?.message.key == "secondaryCameAfterAnimation")
        #expect(try pointedLine(regular, "split-container", fixture) == "coordinator.animate(alongsideTransition: nil, completion: { _ in")
        let compact = try failing("split-container", fixture, "becomingCompactTakesSecondaryOut")
        #expect(compact.finding?.message.key == "secondaryLeftAfterAnimation")
        #expect(try pointedLine(compact, "split-container", fixture) == "coordinator.animate(alongsideTransition: nil, completion: { _ in")
    }

    /// No dimming view when the presentation is not animated: the chrome check now plays both.
    @Test func noDimmingWithoutAnimationFails() throws {
        let check = try failing("custom-presentation-controller", "none-no-dimming-without-animation",
                                "dimmingViewSitsInTheContainerBelowTheSheet")
        #expect(check.rules == [.chromeInContainerView])
        #expect(check.finding?.message.key == "noChrome")
        #expect(check.finding?.message.arguments["how"] == "animated: false")
    }

    /// The sheet sized from the presenter's view: presented from a half sheet, that view is half
    /// the window while the container view is all of it; the read of the presenter's view is named
    /// (a read the guide warns about, `CallSites.suspectReadSource`).
    @Test func sheetFrameFromPresentingViewFails() throws {
        let fixture = "H45-frame-from-presenting-view"
        let check = try failing("custom-presentation-controller", fixture, "presentedViewTakesTheBottomHalf")
        #expect(check.rules == [.frameOfPresentedView])
        #expect(check.finding?.message.key == "frameFromPresenter")
        #expect(check.finding?.message.arguments["presenterSize"] == "390×422")
        #expect(try pointedLine(check, "custom-presentation-controller", fixture) == "let area = presentingViewController.view.bounds")
    }

    /// A delegate that hands its first presentation controller to every later sheet: the second
    /// sheet's controller belongs to the first; the delegate's answer is named.
    @Test func delegateReusingItsFirstControllerFails() throws {
        let fixture = "none-delegate-reuses-first-controller"
        let check = try failing("custom-presentation-controller", fixture, "presentedViewTakesTheBottomHalf")
        #expect(check.rules == [.frameOfPresentedView])
        #expect(check.finding?.message.key == "controllerForAnotherSheet")
        #expect(check.finding?.message.arguments["presented"] == "sheet")
        #expect(try pointedLine(check, "custom-presentation-controller", fixture)
                == "if let sheetController = sheetController { return sheetController }")
    }

    /// The other map's annotation alpha written from outside with the value it already had: a
    /// write is a touch, whatever the value (the scene watches writes of the maps' subviews).
    @Test func annotationAlphaWrittenFromOutsideFails() throws {
        let fixture = "G32-resets-annotation-alpha"
        let check = try failing("child-to-parent", fixture, "containerNeverTouchesMapSubviews")
        #expect(check.rules == [.rootViewOnly])
        #expect(check.finding?.message.key == "touchedSubview")
        #expect(check.finding?.message.arguments["what"]?.hasSuffix(".alpha set to 1") == true)
        #expect(try pointedLine(check, "child-to-parent", fixture) == "other.annotationView.alpha = 1")
    }

    /// bringSubviewToFront on a map's annotation: the scene starts each map's subviews in the
    /// reverse of the order it added them, so the reordering shows.
    @Test func annotationBroughtToFrontFails() throws {
        let fixture = "G32-brings-annotation-to-front"
        let check = try failing("child-to-parent", fixture, "containerNeverTouchesMapSubviews")
        #expect(check.rules == [.rootViewOnly])
        #expect(check.finding?.message.arguments["what"] == "targetMap.view.subviews reordered: [0], [1] → [1], [0]")
        #expect(try pointedLine(check, "child-to-parent", fixture) == "other.view.bringSubviewToFront(other.annotationView)")
    }

    /// A frame-and-mask embed with translatesAutoresizingMaskIntoConstraints turned off and no
    /// constraints: UIKit ignores the mask (uikit-semantics §15.1), so the child stays portrait;
    /// the line that turned the flag off is named.
    @Test func maskIgnoredWithoutTranslationFails() throws {
        let fixture = "none-translation-off-without-constraints"
        let check = try failing("embed-on-load", fixture, "contentViewFollowsSlotWhenWindowTurns")
        #expect(check.rules == [.sizeChildView, .embedInContainerView])
        #expect(check.finding?.message.key == "maskIgnoredWithoutTranslation")
        #expect(try pointedLine(check, "embed-on-load", fixture) == "childView.translatesAutoresizingMaskIntoConstraints = false")
    }

    /// childForStatusBarHidden skips to the selected child's last child: a selected child that
    /// shows a child of its own but decides itself ("framed") is not asked; the answer is named.
    @Test func hiddenSkippingToGrandchildFails() throws {
        let fixture = "none-hidden-skips-to-grandchild"
        let check = try failing("status-bar", fixture, "delegationReachesGrandchild")
        #expect(check.rules == [.childForStatusBarHidden])
        #expect(check.finding?.message.key == "wrongDelegateHidden")
        #expect(check.finding?.message.arguments["delegate"] == "thumbnail")
        #expect(try pointedLine(check, "status-bar", fixture) == "selectedChild?.children.last ?? selectedChild")
    }

    /// begin/end appearance by hand around addSubview while UIKit still forwards it (D19): the
    /// first hand call is named.
    @Test func appearanceForwardedWhileAutomaticFails() throws {
        let fixture = "D19-forwards-appearance-while-automatic"
        let check = try failing("add-child", fixture, "appearanceArrivesOnceAsChild")
        #expect(check.rules == [.optOutBeforeForwarding])
        #expect(check.finding?.message.key == "appearanceForwardedWhileAutomatic")
        #expect(check.finding?.mistake == "D19")
        #expect(try pointedLine(check, "add-child", fixture) == "content.beginAppearanceTransition(true, animated: false)")
    }

    /// willMove(toParent: nil) sent to children.first: with a child shown before content, the child
    /// that stays is warned; the line that picked it is named.
    @Test func firstChildWarnedInsteadFails() throws {
        let fixture = "none-warns-first-child"
        let check = try failing("remove-child", fixture, "willMoveToNilComesFirst")
        #expect(check.rules == [.willMoveNilFirst])
        #expect(check.finding?.message.key == "willMoveNilWentToOther")
        #expect(check.finding?.message.arguments["other"] == "first")
        #expect(try pointedLine(check, "remove-child", fixture) == "let leaving = children.first")
    }

    /// The container's topmost subview removed instead of content.view: with a child shown after
    /// content, its view goes; the line that picked it is named.
    @Test func topmostSubviewRemovedInsteadFails() throws {
        let fixture = "none-removes-topmost-subview"
        let check = try failing("remove-child", fixture, "viewIsRemovedBeforeParent")
        #expect(check.rules == [.removeViewBeforeParent])
        #expect(check.finding?.message.key == "otherViewRemovedInstead")
        #expect(check.finding?.message.arguments["view"] == "last.view")
        #expect(try pointedLine(check, "remove-child", fixture) == "let topmost = view.subviews.last")
    }

    /// preferredContentSizeDidChange(forChildContentContainer:) re-lays out the child without super.
    @Test func preferenceListenerWithoutSuperFails() throws {
        let check = try failing("preferred-content-size", "none-listener-skips-super", "frameFollowsPreferredSize")
        #expect(check.rules == [.callSuper])
        #expect(check.finding?.message.key == "listenerSkipsSuper")
    }

    /// A 44-point minimum: the 20-point preference the scene now makes gets 44.
    @Test func shortPreferenceRaisedToMinimumFails() throws {
        let fixture = "none-height-raised-to-minimum"
        let check = try failing("preferred-content-size", fixture, "frameFollowsPreferredSize")
        #expect(check.rules.contains(.sizeForChild))
        #expect(check.finding?.message.arguments["action"] == "content.preferredContentSize = 320 × 20")
        #expect(try pointedLine(check, "preferred-content-size", fixture)
                == "let height = min(max(container.preferredContentSize.height, minimumHeight), parentSize.height)")
    }

    /// The listener lays out the container itself: its own view moves (the child, placed from the
    /// shrunk bounds, still "fits"); the learner's call of the given helper is named.
    @Test func listenerMovingContainerViewFails() throws {
        let fixture = "none-listener-lays-out-container"
        let check = try failing("preferred-content-size", fixture, "frameFollowsPreferredSize")
        #expect(check.rules == [.listenPreferredContentSize])
        #expect(check.finding?.message.key == "containerViewMoved")
        #expect(try pointedLine(check, "preferred-content-size", fixture) == "layoutChild(self)")
    }

    /// transition(from:to:) has put the new view in topContainer; the animations block adds it
    /// again by hand: the re-add is named, at the learner's addSubview.
    @Test func newViewAddedAgainInAnimationsFails() throws {
        let fixture = "C16-adds-the-new-view-in-animations"
        let check = try failing("flip-in-container-view", fixture, "newViewFillsTheSameContainerView")
        #expect(check.rules == [.transitionOwnsViews])
        #expect(check.finding?.message.key == "toViewAddedAgain")
        #expect(try pointedLine(check, "flip-in-container-view", fixture) == "self.topContainer.addSubview(incomingView)")
    }

    /// The dimming view sized from the presenter's view: presented from a half sheet, that view is
    /// half the container, so the dimming no longer covers it; the presenter's size is named.
    @Test func dimmingFrameFromPresentingViewFails() throws {
        let fixture = "none-dimming-frame-from-presenting-view"
        let check = try failing("custom-presentation-controller", fixture, "dimmingViewSitsInTheContainerBelowTheSheet")
        #expect(check.rules == [.chromeInContainerView])
        #expect(check.finding?.message.key == "chromeFromPresenter")
        // The learner's own helper made the frame: its line, not the write that used it.
        #expect(try pointedLine(check, "custom-presentation-controller", fixture) == "presentingViewController.view.bounds")
    }

    /// The reporter told by location, not identity: a drag on targetMap onto startMap's place
    /// updates the dragged map.
    @Test func reporterFoundByLocationFails() throws {
        let fixture = "none-reporter-found-by-location"
        let check = try failing("child-to-parent", fixture, "dragOnTargetMapShowsAntipodeOnStart")
        #expect(check.rules == [.childKnowsLittle])
        #expect(check.finding?.message.key == "updatedMover")
        #expect(check.finding?.message.arguments["point"] == "(30, 40)")
        #expect(try pointedLine(check, "child-to-parent", fixture) == "otherMap.updateAnnotationLocation(mirrored)")
    }

    /// The content area built from view.frame: right at the origin, off by the container's origin
    /// once a parent places its view 20 points down.
    @Test func contentAreaFromViewFrameFails() throws {
        let fixture = "A8-content-area-from-view-frame"
        let check = try failing("add-child", fixture, "childViewHasContentFrame")
        #expect(check.rules == [.sizeChildView])
        #expect(check.finding?.message.key == "frameOffWhenEmbedded")
        // The learner's `contentArea` made the frame: where its value was started from.
        #expect(try pointedLine(check, "add-child", fixture) == "var area = view.frame")
    }

    /// newVC's appearance begun and ended by hand on top of the transition's own forwarding: the
    /// nested begin is absorbed without a warning; the hand call is named.
    @Test func newAppearanceForwardedByHandFails() throws {
        let fixture = "none-forwards-new-appearance-by-hand"
        let check = try failing("cycle-animated", fixture, "appearanceArrivesOnceEach")
        #expect(check.rules == [.balanceBeginEnd])
        #expect(check.finding?.message.key == "appearanceForwardedOnTopOfTransition")
        #expect(try pointedLine(check, "cycle-animated", fixture) == "newVC.beginAppearanceTransition(true, animated: true)")
    }

    /// Root embedded in viewDidLoad without root.didMove(toParent: self): its move never finishes.
    @Test func rootNeverToldDidMoveFails() throws {
        let fixture = "A2-root-never-told-did-move"
        let check = try failing("navigation-stack", fixture, "pushedChildHearsMoveAndAppearanceOnce")
        #expect(check.rules == [.didMoveAfterView])
        #expect(check.finding?.message.key == "pushedNoDidMove")
        #expect(try pointedLine(check, "navigation-stack", fixture) == "view.addSubview(rootView)")
    }

    /// traitCollectionDidChange(_:) re-arranges the columns without calling super: the audit
    /// hears its delivery (§11.3) and no base run after it; the override is named.
    @Test func traitChangeOverrideWithoutSuperFails() throws {
        let fixture = "D26-trait-change-without-super"
        let check = try failing("split-container", fixture, "overridesCallSuper")
        #expect(check.rules == [.callSuper])
        #expect(check.finding?.message.arguments["methods"] == "traitCollectionDidChange(_:)")
        #expect(try pointedLine(check, "split-container", fixture).hasPrefix("override func traitCollectionDidChange("))
    }

    /// displayContentController returns early while the container is in no window: on screen all
    /// is right, off screen content never becomes a child; the guard that returned is named.
    @Test func noAddOffScreenFails() throws {
        let fixture = "none-skips-add-off-screen"
        let check = try failing("add-child", fixture, "childIsInChildrenOnce")
        #expect(check.rules == [.addChildFirst])
        #expect(check.finding?.message.key == "neverAddedOffScreen")
        #expect(try pointedLine(check, "add-child", fixture) == "guard isOnScreen else { return }")
    }

    /// select(_:) removes view.subviews.last: on the first selection that is a bar button, later
    /// always the shown tab, so the tabs behave; the bar's lost view and the removal are named.
    @Test func ownViewRemovedOnFirstSelectionFails() throws {
        let fixture = "none-hides-last-subview"
        let check = try failing("tab-switcher", fixture, "oneTabViewAtATime")
        #expect(check.rules == [.hideByRemovingView])
        #expect(check.finding?.message.key == "ownViewRemoved")
        #expect(check.finding?.message.arguments["index"] == "2")
        #expect(try pointedLine(check, "tab-switcher", fixture) == "view.subviews.last?.removeFromSuperview()")
    }

    /// The new view moved to self.view.frame: right at the origin, off by the container's origin
    /// once a parent places its view 20 points down.
    @Test func newViewEndsAtContainerFrameFails() throws {
        let fixture = "none-new-view-ends-at-container-frame"
        let check = try failing("cycle-animated", fixture, "framesMoveFromStartToEnd")
        #expect(check.rules == [.startAndEndFrames])
        #expect(check.finding?.message.key == "newViewEndedAtWhenEmbedded")
        #expect(check.finding?.message.arguments["origin"] == "(0, 20)")
        #expect(try pointedLine(check, "cycle-animated", fixture) == "newVC.view.frame = self.view.frame")
    }

    /// Root's view sized and added in viewDidLoad before addChild(root): root's viewDidLoad runs
    /// with no parent (no window yet, so no appearance shows it), as the add-child grader sees it.
    @Test func rootViewBeforeAddChildFails() throws {
        let fixture = "A6-root-view-added-before-add-child"
        let check = try failing("navigation-stack", fixture, "pushedChildHearsMoveAndAppearanceOnce")
        #expect(check.rules == [.addChildFirst])
        #expect(check.finding?.message.key == "viewLoadedBeforeAddChild")
        #expect(check.finding?.message.arguments["name"] == "root")
        #expect(try pointedLine(check, "navigation-stack", fixture) == "addChild(root)")
    }

    /// push adds the new view by hand, then transition(from:to:…) (which adds it itself): the
    /// learner's insertion is named, as cycle-animated and flip-in-container-view name theirs.
    @Test func pushViewAddedBeforeTransitionFails() throws {
        let fixture = "C16-push-adds-view-before-transition"
        let check = try failing("navigation-stack", fixture, "onlyTopViewIsShown")
        #expect(check.rules == [.transitionOwnsViews])
        #expect(check.finding?.message.key == "viewAddedBeforeTransition")
        #expect(try pointedLine(check, "navigation-stack", fixture) == "view.addSubview(controller.view)")
    }

    /// The given embed(_:) reordered: the child's (already loaded) view goes into the on-screen
    /// container before addChild, so its viewWillAppear runs while it is not a child.
    @Test func embedViewBeforeAddChildFails() throws {
        let fixture = "A6-embed-adds-view-before-add-child"
        let check = try failing("preferred-content-size", fixture, "childStartsAtItsPreferredHeight")
        #expect(check.rules == [.addChildFirst])
        #expect(check.finding?.message.key == "appearedBeforeAddChild")
        #expect(try pointedLine(check, "preferred-content-size", fixture) == "view.addSubview(child.view)")
    }

    /// A 0.3 s flip where the task asks for 0.2 s: the duration is named, at the call that passed it.
    @Test func flipDurationWrongFails() throws {
        let fixture = "none-flip-lasts-point-three"
        let check = try failing("flip-in-container-view", fixture, "flipUsesTheRequestedOption")
        #expect(check.rules == [.flipInsideContainerView])
        #expect(check.finding?.message.key == "wrongDuration")
        #expect(check.finding?.message.arguments["duration"] == "0.3")
        #expect(try pointedLine(check, "flip-in-container-view", fixture).hasPrefix("UIView.transition(from: fromController.view"))
    }
}
