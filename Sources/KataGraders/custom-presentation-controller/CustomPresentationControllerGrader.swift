internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `custom-presentation-controller`: the learner's `HalfSheetTransitioningDelegate` is
/// set on a `.custom` presentation from an on-screen controller; the grader presents (animated
/// and not), cancels a presentation, changes the window's size while presented and dismisses.
/// The presented probe reads the dimming view's alpha when it is told it will appear or
/// disappear (before the transition's animation) and from its own alongside block (inside it).
@Suite(.serialized, .freshSimulator) @MainActor
public struct CustomPresentationControllerGrader {
    /// The learner's delegate type; the kata's contract file sets it.
    public static var subject: (any CustomPresentationControllerContainer.Type)?
    /// True for the learner's `HalfSheetPresentationController`; the contract file sets it.
    public static var isHalfSheet: (@MainActor (UIPresentationController) -> Bool)?

    public init() {}

    private func play(_ options: CustomPresentationScene.Options) -> CustomPresentationScene? {
        guard let subject = Self.subject else {
            reportSetupProblem("No delegate registered: set CustomPresentationControllerGrader.subject in the contract file.")
            return nil
        }
        return CustomPresentationScene.play({ subject.init() }, options)
    }

    private func fail(_ scene: CustomPresentationScene, _ rules: [RuleID], _ key: String, _ arguments: [String: String] = [:],
                      mistake: String? = nil, location: Finding.Location? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(key, arguments), mistake: mistake, actual: scene.actualLines,
               diagnostics: scene.diagnostics, expected: { scene.expectedLines() }, location: location,
               sourceLocation: sourceLocation)
    }

    /// The sheet was presented by the learner's presentation controller; otherwise reports what
    /// UIKit did instead and returns false.
    private func presentedByHalfSheet(_ s: CustomPresentationScene, _ rules: [RuleID],
                                      sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let controller = s.controller else {
            fail(s, rules, "notPresented", sourceLocation: sourceLocation)
            return false
        }
        if Self.isHalfSheet?(controller) != true {
            fail(s, rules, "notYourController", ["controller": CustomPresentationScene.name(of: controller)],
                 location: CallSites.answerSite(of: "presentationController"), sourceLocation: sourceLocation)
            return false
        }
        if !s.presentedAtEnd && !s.options.cancel {
            fail(s, rules, "notPresented", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    private static func text(_ alpha: CGFloat?) -> String {
        guard let alpha else { return "nil" }
        return JournalNumber.format(alpha)
    }

    // MARK: frame

    /// Where the learner's `frameOfPresentedViewInContainerView` computed the part of `answer`
    /// that is off.
    private static func answerSite(_ answer: CGRect, expected: CGRect) -> Finding.Location? {
        CallSites.rectAnswerSite(of: "frameOfPresentedViewInContainerView", answer, expected: expected)
    }

    @Test func presentedViewTakesTheBottomHalf() {
        guard let s = play(.init(animated: false, resizes: [CGSize(width: 844, height: 390), CGSize(width: 1024, height: 768)]))
        else { return }
        guard presentedByHalfSheet(s, [.frameOfPresentedView]) else { return }
        for layout in s.layouts {
            let expected = CustomPresentationScene.bottomHalf(of: layout.containerBounds)
            if !layout.frameAnswer.isClose(to: expected) {
                fail(s, [.frameOfPresentedView], "frameAnswer",
                     ["answer": layout.frameAnswer.short, "container": layout.containerBounds.short, "expected": expected.short],
                     mistake: "H45", location: Self.answerSite(layout.frameAnswer, expected: expected))
                return
            }
        }
        if let first = s.layouts.first {
            let expected = CustomPresentationScene.bottomHalf(of: first.containerBounds)
            if let frame = first.sheetFrame, !frame.isClose(to: expected) {
                fail(s, [.frameOfPresentedView], "sheetFrameAfterPresentation",
                     ["frame": frame.short, "expected": expected.short], mistake: "H45")
                return
            }
        }
        // Presented from a controller that is itself a half sheet: the presenter's view is half
        // the window, the sheet's container view is not.
        guard let stacked = play(.init(animated: false, fromHalfSheet: true)),
              presentedByHalfSheet(stacked, [.frameOfPresentedView]) else { return }
        if let layout = stacked.layouts.first {
            let expected = CustomPresentationScene.bottomHalf(of: layout.containerBounds)
            if !layout.frameAnswer.isClose(to: expected) {
                var arguments = ["answer": layout.frameAnswer.short, "container": layout.containerBounds.short, "expected": expected.short]
                let fromPresenter = layout.frameAnswer.isClose(to: CustomPresentationScene.bottomHalf(of: stacked.presenterBounds))
                if fromPresenter { arguments.merge(stacked.presenterArguments) { _, new in new } }
                fail(stacked, [.frameOfPresentedView], fromPresenter ? "frameFromPresenter" : "frameAnswer", arguments,
                     mistake: "H45", location: Self.answerSite(layout.frameAnswer, expected: expected))
                return
            }
        }
        // The same delegate presents a second sheet after the first was dismissed: UIKit needs a
        // presentation controller made for that sheet.
        guard let again = play(.init(animated: false, dismiss: true, presentAgain: true)),
              presentedByHalfSheet(again, [.frameOfPresentedView]), let sheet2 = again.sheet2 else { return }
        guard let controller2 = again.controller2 else {
            fail(again, [.frameOfPresentedView], "secondSheetNotPresented")
            return
        }
        if controller2.presentedViewController !== sheet2 {
            fail(again, [.frameOfPresentedView], "controllerForAnotherSheet",
                 ["presented": CustomPresentationScene.name(of: controller2.presentedViewController)],
                 location: CallSites.answerSite(of: "presentationController"))
        } else if Self.isHalfSheet?(controller2) != true {
            fail(again, [.frameOfPresentedView], "notYourController", ["controller": CustomPresentationScene.name(of: controller2)],
                 location: CallSites.answerSite(of: "presentationController"))
        }
    }

    // MARK: chrome

    @Test func dimmingViewSitsInTheContainerBelowTheSheet() {
        // Animated and not: a presentation without animation still has its chrome.
        for animated in [true, false] {
            guard let s = play(.init(animated: animated)), presentedByHalfSheet(s, [.chromeInContainerView]),
                  judgeChrome(s, how: "animated: \(animated)") else { return }
        }
        // Presented from a controller that is itself a half sheet: the presenter's view is half
        // the window, the container view is all of it (and the presenter sits under the sheet).
        guard let stacked = play(.init(animated: false, fromHalfSheet: true)),
              presentedByHalfSheet(stacked, [.chromeInContainerView]) else { return }
        _ = judgeChrome(stacked, how: "from a half sheet")
    }

    /// The dimming view of one presentation; reports and returns false on the first problem.
    private func judgeChrome(_ s: CustomPresentationScene, how: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        if let outside = s.chromeOutside.first {
            fail(s, [.chromeInContainerView], "chromeOutside", ["superview": outside.superview], mistake: "H44",
                 location: CallSites.placementSite(of: outside.view), sourceLocation: sourceLocation)
            return false
        }
        guard let layout = s.layouts.first, let chromeFrame = layout.chromeFrame else {
            fail(s, [.chromeInContainerView], "noChrome", ["how": how], sourceLocation: sourceLocation)
            return false
        }
        if !layout.chromeBelowSheet {
            fail(s, [.chromeInContainerView], "chromeAboveSheet", mistake: "H44", sourceLocation: sourceLocation)
            return false
        }
        // The dimming view covers the whole container, under the sheet too: while the sheet moves
        // (and when the presenter is itself a half sheet, right under it) nothing shows undimmed.
        if !chromeFrame.insetBy(dx: -0.5, dy: -0.5).contains(layout.containerBounds) {
            var arguments = ["frame": chromeFrame.short, "container": layout.containerBounds.short]
            let fromPresenter = s.options.fromHalfSheet && chromeFrame.size.isClose(to: s.presenterBounds.size, tolerance: 0.5)
            if fromPresenter { arguments.merge(s.presenterArguments) { _, new in new } }
            fail(s, [.chromeInContainerView], fromPresenter ? "chromeFromPresenter" : "chromeTooSmall", arguments,
                 location: s.sheet.chromeAtWillAppear.flatMap { CallSites.writeSite(of: $0, "frame", "bounds", "center") },
                 sourceLocation: sourceLocation)
            return false
        }
        if s.presenterDisappeared {
            fail(s, [.chromeInContainerView], "presenterDisappeared", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    // MARK: fading

    /// The learner's line that last set the dimming view's alpha before the dismissal began
    /// (`appearing`) or after: where a fade that is not alongside the transition was written;
    /// with no such write and no override of the hook the fade belongs in, the class's declaration.
    /// `moment`: the fade was made at the wrong moment (before or after the transition's
    /// animation): the animation or completion call that ran the write, when one did.
    private func alphaSite(_ s: CustomPresentationScene, appearing: Bool, moment: Bool = true) -> Finding.Location? {
        guard let chrome = s.sheet.chromeAtWillAppear else { return nil }
        let dismissal = s.dismissStart ?? .max
        let written = appearing ? CallSites.writeSite(of: chrome, "alpha", upTo: dismissal)
            : CallSites.writeSite(of: chrome, "alpha", from: dismissal)
        // No write, and the hook where the fade belongs is not overridden: the override is what
        // is missing — the presentation controller's declaration.
        let hook = appearing ? "presentationTransitionWillBegin" : "dismissalTransitionWillBegin"
        if let written { return moment ? CallSites.handedClosureOpener([written]) ?? written : written }
        return CallSites.isOverride(hook) ? nil : CallSites.declaration(of: "HalfSheetPresentationController")
    }

    @Test func dimmingFadesAlongsideTheTransition() {
        for animated in [true, false] {
            guard let s = play(.init(animated: animated, dismiss: true)), presentedByHalfSheet(s, [.animateAlongsideTransition])
            else { return }
            guard s.sheet.chromeAtWillAppear != nil else { return }   // no dimming view: dimmingViewSitsInTheContainerBelowTheSheet says so
            let how = "animated: \(animated)"
            let sheet = s.sheet
            if let before = sheet.alphaBeforeAppearing, before > 0.01 {
                fail(s, [.animateAlongsideTransition], "fadeInAlreadyVisible", ["how": how, "alpha": Self.text(before)], mistake: "H44", location: alphaSite(s, appearing: true))
                return
            }
            let inside = sheet.alphaInsideAppearing ?? 0
            if inside <= 0.01 {
                if let after = sheet.alphaAfterAppearing, after > 0.01 {
                    fail(s, [.animateAlongsideTransition], "fadeInAfter",
                         ["how": how, "inside": Self.text(inside), "after": Self.text(after)], mistake: "H44", location: alphaSite(s, appearing: true))
                } else {
                    fail(s, [.animateAlongsideTransition], "fadeInNever", ["how": how, "alpha": Self.text(inside)], location: alphaSite(s, appearing: true, moment: false))
                }
                return
            }
            guard let beforeOut = sheet.alphaBeforeDisappearing else { continue }
            if beforeOut <= 0.01 {
                fail(s, [.animateAlongsideTransition], "fadeOutAlreadyGone", ["how": how, "alpha": Self.text(beforeOut)], mistake: "H44", location: alphaSite(s, appearing: false))
                return
            }
            let insideOut = sheet.alphaInsideDisappearing ?? beforeOut
            if insideOut > 0.01 {
                if let after = sheet.alphaAfterDisappearing, after <= 0.01 {
                    fail(s, [.animateAlongsideTransition], "fadeOutAfter",
                         ["how": how, "inside": Self.text(insideOut), "after": Self.text(after)], mistake: "H44", location: alphaSite(s, appearing: false))
                } else {
                    fail(s, [.animateAlongsideTransition], "fadeOutNever", ["how": how, "alpha": Self.text(insideOut)], mistake: "H44", location: alphaSite(s, appearing: false, moment: false))
                }
                return
            }
        }
    }

    // MARK: clean-up

    @Test func dimmingLeavesAfterCancelAndDismissal() {
        guard let cancelled = play(.init(animated: true, cancel: true)),
              presentedByHalfSheet(cancelled, [.cleanUpCancelledPresentation]) else { return }
        if let chrome = cancelled.sheet.chromeAtWillAppear, let superview = chrome.superview {
            fail(cancelled, [.cleanUpCancelledPresentation], "chromeAfterCancel",
                 ["superview": CustomPresentationScene.name(of: superview)], mistake: "H44",
                 location: missingOverride("presentationTransitionDidEnd", in: cancelled))
            return
        }
        guard let dismissed = play(.init(animated: true, dismiss: true)),
              presentedByHalfSheet(dismissed, [.cleanUpCancelledPresentation]) else { return }
        if let chrome = dismissed.sheet.chromeAtWillAppear, let superview = chrome.superview {
            fail(dismissed, [.cleanUpCancelledPresentation], "chromeAfterDismissal",
                 ["superview": CustomPresentationScene.name(of: superview)], mistake: "H44",
                 location: missingOverride("dismissalTransitionDidEnd", in: dismissed))
            return
        }
        // A dismissal that did not complete (the user let go of an interactive one) leaves the
        // sheet presented: `dismissalTransitionDidEnd(false)` must keep the dimming view.
        guard let kept = play(.init(animated: true, dismiss: true, cancelDismissal: true)),
              presentedByHalfSheet(kept, [.cleanUpCancelledPresentation]), kept.presentedAfterAll else { return }
        if let chrome = kept.sheet.chromeAtWillAppear, chrome.superview !== kept.container {
            // The learner's line that took it out during the cancelled dismissal.
            let removal = ContainmentJournal.removals(of: chrome, since: kept.dismissStart ?? kept.start).last
            fail(kept, [.cleanUpCancelledPresentation], "chromeGoneAfterCancelledDismissal",
                 ["superview": chrome.superview.map { CustomPresentationScene.name(of: $0) } ?? "nil"], mistake: "H44",
                 location: removal.flatMap { CallSites.location(ofEntry: $0.index) })
            return
        }
    }

    /// The presentation controller's declaration when the learner's file does not override
    /// `method` (where the missing override belongs); when it does, where the override stopped
    /// without doing it (`stoppedIn`), else nil (the timeline places it).
    private func missingOverride(_ method: String, in s: CustomPresentationScene) -> Finding.Location? {
        guard !CallSites.isOverride(method) else { return CallSites.stoppedIn(method) }
        guard let controller = s.controller else { return nil }
        return CallSites.nearMiss(of: method) ?? CallSites.declaration(of: String(describing: type(of: controller)))
    }

    // MARK: super

    /// The README says every override calls super; UIPresentationController's own hooks journal
    /// `superCalled`, so an override that skips it shows.
    @Test func overridesCallSuper() {
        for options in [CustomPresentationScene.Options(animated: true, resizes: [CGSize(width: 844, height: 390)], dismiss: true),
                        .init(animated: true, cancel: true)] {
            guard let s = play(options), presentedByHalfSheet(s, [.callSuper]) else { return }
            guard let first = s.methodsSkippingSuper.first else { continue }
            // The override itself: its super call is what is missing, and nothing of it ran.
            fail(s, [.callSuper], "hookSkipsSuper",
                 ["method": first, "methods": s.methodsSkippingSuper.joined(separator: ", ")], mistake: "D26",
                 location: CallSites.superSite(first))
            return
        }
    }

    // MARK: size change

    @Test func sizeChangeRelaysOutSheetAndDimming() {
        guard let s = play(.init(animated: false, resizes: [CGSize(width: 844, height: 390)])),
              presentedByHalfSheet(s, [.relayoutPresentedView]) else { return }
        guard s.layouts.count == 2 else { return }
        let after = s.layouts[1]
        let size = "\(JournalNumber.format(after.containerBounds.width))×\(JournalNumber.format(after.containerBounds.height))"
        let expected = CustomPresentationScene.bottomHalf(of: after.containerBounds)
        if let frame = after.sheetFrame, !frame.isClose(to: expected) {
            fail(s, [.relayoutPresentedView], "sheetNotRelaidOut",
                 ["size": size, "frame": frame.short, "expected": expected.short], mistake: "H45",
                 location: s.sheet.viewIfLoaded.flatMap { CallSites.layoutSite(of: $0, frame: frame, expected: expected, from: s.resizeStart ?? 0) })
            return
        }
        let top = CGRect(x: 0, y: 0, width: after.containerBounds.width, height: after.containerBounds.height / 2)
        if let chromeFrame = after.chromeFrame, !chromeFrame.insetBy(dx: -0.5, dy: -0.5).contains(top) {
            fail(s, [.relayoutPresentedView], "chromeNotRelaidOut",
                 ["size": size, "frame": chromeFrame.short], mistake: "H45",
                 location: s.sheet.chromeAtWillAppear.flatMap { CallSites.layoutSite(of: $0, frame: chromeFrame, expected: after.containerBounds, from: s.resizeStart ?? 0) })
            return
        }
        if let controller = s.controller, !s.heardSizeChange(s.sheet) {
            let told = PresentationTimeline.step("viewWillTransition", on: controller, since: s.resizeStart ?? s.start)
            fail(s, [.callSuper], told ? "sizeChangeNotForwarded" : "sizeChangeNeverArrived", ["size": size], mistake: told ? "D26" : nil)
            return
        }
    }
}

/// Numbers as the journal writes them ("0.5", "1").
enum JournalNumber {
    static func format(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        var text = String(format: "%.2f", double)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
