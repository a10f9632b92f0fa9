internal import Testing
@_spi(Simulator) import UIKitSim
internal import UIKitSimTesting
import KataCatalog

/// Grades `presentation-type`: `present(_:type:animated:)` on `UIViewController`, called from a
/// controller inside a navigation controller on screen, from one alone on screen, and from one
/// in no window; in compact width (an iPhone) and regular width (an iPad, where a popover really
/// is a popover); animated and not. UIKit's exceptions are recorded, never raised, so a missing
/// popover anchor is reported as the rule it breaks, with UIKit's text in the timeline.
@Suite(.serialized, .freshSimulator) @MainActor
public struct PresentationTypeGrader {
    /// Calls the learner's `present(_:type:animated:)`; the kata's contract file sets it.
    public static var present: PresentWithType?

    public init() {}

    private var subject: PresentWithType? {
        guard let present = Self.present else {
            reportSetupProblem("No method registered: set PresentationTypeGrader.present in the contract file.")
            return nil
        }
        return present
    }

    private func fail(_ scene: PresentationTypeScene, _ rules: [RuleID], _ key: String, _ arguments: [String: String] = [:],
                      mistake: String? = nil, location: Finding.Location? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        // A wrong `animated:` flag: where the value passed was made (or left to a default).
        report(rules: rules, FindingMessage(key, arguments), mistake: mistake, actual: scene.actualLines,
               diagnostics: scene.diagnostics, expected: { scene.expectedLines() }, location: location,
               judging: key == "animatedNotPassed" ? "animated" : nil, judgesOneCase: true, sourceLocation: sourceLocation)
    }

    /// The learner's line that last set one of `properties` of the presented controller's popover.
    /// (UIKit may have let the popover go after a failed presentation: then any popover's.)
    private func popoverSite(_ s: PresentationTypeScene, _ properties: String...) -> Finding.Location? {
        let written = popoverWrite(s, properties)
        // Never written: the write that ran on no popover yet, or what kept the write from running.
        return written ?? CallSites.skippedWrite(of: properties, silent: true)
    }

    /// The learner's last write of one of `properties` on the details' popover, else on any
    /// popover (one UIKit has let go of).
    private func popoverWrite(_ s: PresentationTypeScene, _ properties: [String]) -> Finding.Location? {
        s.details.popoverPresentationController.map { popover in properties.lazy.compactMap { CallSites.writeSite(of: popover, $0) }.first }
            ?? properties.lazy.compactMap { CallSites.writeSite(ofAny: UIPopoverPresentationController.self, $0) }.first
    }

    /// Where a popover's missing anchor went wrong: its write on the popover; else, when a
    /// popover setting of the learner's (anchor or arrows) ran and reached no popover while the
    /// style ended `.popover` (it ran while no popover existed yet), the style write, which came
    /// too late; else `popoverSite`'s guess (an anchor write that never ran: what kept it from
    /// running) — unless that is a test of `popoverPresentationController` (`guard let popover =
    /// …`), which found none although the style ended `.popover`: the style write, as above.
    private func anchorSite(_ s: PresentationTypeScene) -> Finding.Location? {
        let anchors = ["sourceView", "barButtonItem", "sourceRect"]
        let styleLate = popoverWrite(s, anchors) == nil && s.snapshot.presentationStyle == .popover
        let style = styleLate ? CallSites.writeSite(of: s.details, "modalPresentationStyle") : nil
        if let style, case let ran = CallSites.linesRan(),
           CallSites.spelledWrites(of: anchors + ["permittedArrowDirections"]).contains(where: { CallSites.reached($0 + 1, in: ran) }) {
            return style
        }
        let skipped = popoverSite(s, "sourceView", "barButtonItem", "sourceRect")
        if let style, let skipped, CallSites.codeLines.indices.contains(skipped.line - 1),
           CallSites.codeLines[skipped.line - 1].contains("popoverPresentationController") {
            return style
        }
        return skipped
    }

    /// Nothing arrived: says what did (an exception, UIKit's warning, the learner's own message).
    private func nothingPresented(_ s: PresentationTypeScene, _ rules: [RuleID], type: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        if let exception = s.exceptions.first {
            fail(s, rules, "raisedException", ["type": type, "exception": exception], sourceLocation: sourceLocation)
        } else if !s.output.isEmpty {
            fail(s, rules, "refusedOnScreen", ["type": type, "output": s.output], sourceLocation: sourceLocation)
        } else {
            fail(s, rules, "nothingPresented", ["type": type], sourceLocation: sourceLocation)
        }
    }

    // MARK: modal

    @Test func modalSetsBothStylesAndPresents() {
        guard let present = subject else { return }
        let cases: [(PresentationTypeScene.Place, Bool, Bool, UIModalPresentationStyle, UIModalTransitionStyle)] = [
            (.alone, true, false, .formSheet, .crossDissolve),
            (.inNavigation, false, true, .overFullScreen, .flipHorizontal),
        ]
        for (place, animated, withNavigation, style, transition) in cases {
            let s = PresentationTypeScene.play(present, .modal(withNavigation: withNavigation, style, transition),
                                               place: place, animated: animated)
            let type = ".modal(\(withNavigation ? ".withNavigation" : ".none"), \(style.name), \(transition.name))"
            guard let shown = s.presentedAtEnd else {
                if s.detailsIsPushed || !s.presenter.shows.isEmpty {
                    fail(s, [.presentFromWindow], "modalWentThroughShow", ["type": type])
                } else {
                    nothingPresented(s, [.presentFromWindow], type: type)
                }
                return
            }
            if withNavigation {
                guard let wrapper = shown as? UINavigationController, wrapper.viewControllers.first === s.details else {
                    fail(s, [.presentFromWindow], shown === s.details ? "modalNotWrapped" : "modalPresentedOther", ["type": type])
                    return
                }
            } else if shown !== s.details {
                fail(s, [.presentFromWindow],
                     shown is UINavigationController ? "modalWrappedWithoutAsking" : "modalPresentedOther", ["type": type])
                return
            }
            // The styles this presentation used: UIKit reads both when present is called (§12.10).
            let usedStyle = shown.styleAtPresent ?? shown.modalPresentationStyle
            let usedTransition = shown.transitionStyleAtPresent ?? shown.modalTransitionStyle
            if (usedStyle != style || usedTransition != transition)
                && shown.modalPresentationStyle == style && shown.modalTransitionStyle == transition {
                fail(s, [.presentFromWindow], "modalStylesAfterPresent",
                     ["type": type, "style": usedStyle.name, "transition": usedTransition.name,
                      "expectedStyle": style.name, "expectedTransition": transition.name],
                     location: s.presentSite(shown))
                return
            }
            if shown.modalPresentationStyle != style || shown.modalTransitionStyle != transition {
                let stylesOnInner = withNavigation && s.details.modalPresentationStyle == style
                fail(s, [.presentFromWindow], stylesOnInner ? "modalStylesOnWrappedController" : "modalStyles",
                     ["type": type, "style": shown.modalPresentationStyle.name, "transition": shown.modalTransitionStyle.name,
                      "expectedStyle": style.name, "expectedTransition": transition.name],
                     location: shown.modalPresentationStyle != style
                         ? CallSites.writeSite(of: shown, "modalPresentationStyle") : CallSites.writeSite(of: shown, "modalTransitionStyle"))
                return
            }
            if let flag = s.presentAnimated(shown), flag != animated {
                fail(s, [.presentFromWindow], "animatedNotPassed", ["type": type, "expected": "\(animated)", "actual": "\(flag)"],
                     location: s.presentSite(shown))
                return
            }
        }
    }

    // MARK: popover

    @Test func popoverInRegularWidthHasItsAnchor() {
        guard let present = subject else { return }
        let cases: [(PresentationTypeScene.Ask, PresentationTypeScene.Place, Bool)] = [
            (.popoverFromView([.up, .down]), .alone, true),
            (.popoverFromBarButtonItem(.down), .inNavigation, false),
        ]
        for (ask, place, animated) in cases {
            let s = PresentationTypeScene.play(present, ask, place: place, regular: true, animated: animated)
            guard checkPopover(s, regular: true) else { return }
        }
    }

    @Test func popoverInCompactWidthAdapts() {
        guard let present = subject else { return }
        let s = PresentationTypeScene.play(present, .popoverFromView(.left), place: .alone, regular: false, animated: true)
        _ = checkPopover(s, regular: false)
    }

    /// Style before presenting, the anchor, the arrows and the delegate, then a presentation.
    private func checkPopover(_ s: PresentationTypeScene, regular: Bool) -> Bool {
        let type: String
        let arrows: UIPopoverArrowDirection
        switch s.ask {
        case let .popoverFromView(a): arrows = a; type = ".popover(PopoverConfig(source: .view(anchor), …))"
        case let .popoverFromBarButtonItem(a): arrows = a; type = ".popover(PopoverConfig(source: .barButtonItem(item), …))"
        default: return true
        }
        if let exception = s.exceptions.first(where: { $0.contains("should have a non-nil sourceView") }) {
            fail(s, [.popoverNeedsAnchor], "popoverNoAnchor", ["type": type, "exception": exception],
                 mistake: "H41", location: anchorSite(s))
            return false
        }
        if s.snapshot.presentationStyle != .popover {
            fail(s, [.popoverNeedsAnchor], "popoverStyleNotSet", ["type": type, "style": s.snapshot.presentationStyle.name],
                 location: CallSites.writeSite(of: s.details, "modalPresentationStyle"))
            return false
        }
        if let asked = s.snapshot.styleAtPresent, asked != .popover {
            fail(s, [.popoverNeedsAnchor], "popoverStyleAfterPresent", ["type": type, "style": asked.name],
                 location: CallSites.writeSite(of: s.details, "modalPresentationStyle"))
            return false
        }
        let anchored = s.anchor.map { s.snapshot.sourceView === $0 } ?? (s.snapshot.barButtonItem === s.barItem && s.barItem != nil)
        if !anchored {
            let key = s.snapshot.sourceView == nil && s.snapshot.barButtonItem == nil
                ? (regular ? "popoverAnchorMissing" : "popoverAnchorMissingCompact") : "popoverAnchorWrong"
            fail(s, [.popoverNeedsAnchor], key, ["type": type], mistake: "H41",
                 location: anchorSite(s))
            return false
        }
        // sourceRect is read in sourceView's own coordinates; null (the default) means its bounds.
        if let anchor = s.anchor, let rect = s.snapshot.sourceRect, !rect.isNull,
           !anchor.bounds.insetBy(dx: -1, dy: -1).contains(rect) {
            fail(s, [.popoverNeedsAnchor], "popoverRectOutsideAnchor",
                 ["type": type, "rect": rect.short, "bounds": anchor.bounds.short], location: popoverSite(s, "sourceRect"))
            return false
        }
        if s.snapshot.arrows != arrows {
            fail(s, [.popoverNeedsAnchor], "popoverArrows",
                 ["type": type, "expected": "\(arrows.rawValue)", "actual": s.snapshot.arrows.map { "\($0.rawValue)" } ?? "nil"],
                 location: popoverSite(s, "permittedArrowDirections"))
            return false
        }
        if s.snapshot.popoverDelegate !== s.popoverDelegate {
            fail(s, [.popoverNeedsAnchor], "popoverDelegate", ["type": type], location: popoverSite(s, "delegate"))
            return false
        }
        guard s.presentedAtEnd === s.details else {
            nothingPresented(s, [.popoverNeedsAnchor], type: type)
            return false
        }
        if regular, !(s.details.presentationController is UIPopoverPresentationController) {
            fail(s, [.popoverNeedsAnchor], "popoverNotAPopover", ["type": type])
            return false
        }
        if let flag = s.presentAnimated(s.details), flag != s.animated {
            fail(s, [.popoverNeedsAnchor], "animatedNotPassed", ["type": type, "expected": "\(s.animated)", "actual": "\(flag)"],
                 location: s.presentSite(s.details))
            return false
        }
        return true
    }

    // MARK: push

    @Test func pushGoesOnTheNavigationStack() {
        guard let present = subject else { return }
        for animated in [true, false] {
            let s = PresentationTypeScene.play(present, .push, place: .inNavigation, animated: animated)
            guard s.navigation?.topViewController === s.details else {
                if s.presentedIsDetailsOrWrapper {
                    fail(s, [.pushNeedsNavigation], "pushPresentedInstead", ["type": ".push"])
                } else {
                    nothingPresented(s, [.pushNeedsNavigation], type: ".push")
                }
                return
            }
            if let flag = s.pushAnimated(s.details), flag != animated {
                fail(s, [.pushNeedsNavigation], "animatedNotPassed", ["type": ".push", "expected": "\(animated)", "actual": "\(flag)"])
                return
            }
        }
    }


    @Test func pushWithoutNavigationIsNeitherACrashNorSilent() {
        guard let present = subject else { return }
        let s = PresentationTypeScene.play(present, .push, place: .alone)
        if let exception = s.exceptions.first {
            fail(s, [.pushNeedsNavigation], "raisedException", ["type": ".push", "exception": exception])
        } else if s.presenter.shows.contains(where: { $0 === s.details }) || !s.output.isEmpty {
            return
        } else if s.presentedIsDetailsOrWrapper {
            // The learner's own `present` of details is the line to change.
            let presented = Simulator.journal.entries.first { entry in
                guard entry.index >= s.start, case .present = entry.event else { return false }
                return true
            }
            fail(s, [.letContainersShow], "pushFallbackPresentedDirectly",
                 location: presented.flatMap { CallSites.location(ofEntry: $0.index) })
        } else {
            // Nothing happened: the push the learner made on no navigation controller is the line.
            fail(s, [.pushNeedsNavigation], "pushSilentNoOp", mistake: "H43",
                 location: CallSites.silentCallSite(of: "pushViewController"))
        }
    }

    // MARK: show, showDetail

    @Test func showAndShowDetailLetContainersDecide() {
        guard let present = subject else { return }
        let cases: [(PresentationTypeScene.Ask, PresentationTypeScene.Place, String)] = [
            (.show, .inNavigation, ".show"),
            (.show, .alone, ".show"),
            (.showDetail(withNavigation: false), .alone, ".showDetail(.none)"),
            (.showDetail(withNavigation: true), .inNavigation, ".showDetail(.withNavigation)"),
        ]
        for (ask, place, type) in cases {
            let s = PresentationTypeScene.play(present, ask, place: place)
            let detail: Bool
            let wrap: Bool
            switch ask {
            case let .showDetail(withNavigation): detail = true; wrap = withNavigation
            default: detail = false; wrap = false
            }
            let calls = detail ? s.presenter.detailShows : s.presenter.shows
            let method = detail ? "showDetailViewController(_:sender:)" : "show(_:sender:)"
            guard let shown = calls.first else {
                let otherCalls = detail ? s.presenter.shows : s.presenter.detailShows
                if !otherCalls.isEmpty {
                    fail(s, [.letContainersShow], "showWrongMethod", ["type": type, "method": method])
                } else if s.detailsIsPushed {
                    fail(s, [.letContainersShow], "showPushedYourself", ["type": type, "method": method])
                } else if s.presentedIsDetailsOrWrapper {
                    fail(s, [.letContainersShow], "showPresentedYourself", ["type": type, "method": method])
                } else {
                    nothingPresented(s, [.letContainersShow], type: type)
                }
                return
            }
            if wrap {
                guard let wrapper = shown as? UINavigationController, wrapper.viewControllers.first === s.details else {
                    fail(s, [.letContainersShow], "showDetailNotWrapped", ["type": type])
                    return
                }
            } else if shown !== s.details {
                fail(s, [.letContainersShow], "showOtherController", ["type": type, "method": method])
                return
            }
            if calls.count > 1 {
                fail(s, [.letContainersShow], "showTwice", ["type": type, "method": method, "count": "\(calls.count)"])
                return
            }
        }
    }

    // MARK: custom

    @Test func customKeepsItsTransitioningDelegate() {
        guard let present = subject else { return }
        for animated in [true, false] {
            let s = PresentationTypeScene.play(present, .custom, place: .alone, animated: animated, dismissAfterwards: true)
            guard checkCustom(s) else { return }
        }
    }

    /// Style and delegate before presenting, the delegate asked and kept, then `animated` passed
    /// through; reports and returns false on the first problem.
    private func checkCustom(_ s: PresentationTypeScene) -> Bool {
        let type = ".custom(sheetDelegate)"
        let delegateAlive = s.customDelegate != nil
        let askedToPresent = Simulator.journal.entries.contains { entry in
            guard entry.index >= s.start, case let .presentationStep(ref, method) = entry.event else { return false }
            return ref.name == "sheetDelegate" && method.hasPrefix("presentationController(forPresented:")
        }
        let askedToDismiss = Simulator.journal.entries.contains { entry in
            guard entry.index >= (s.dismissStart ?? Int.max), case let .presentationStep(ref, method) = entry.event else { return false }
            return ref.name == "sheetDelegate" && method.hasPrefix("animationController(forDismissed:")
        }
        if s.snapshot.presentationStyle != .custom {
            fail(s, [.customNeedsDelegate], "customStyleNotSet", ["type": type, "style": s.snapshot.presentationStyle.name], mistake: "H42",
                 location: CallSites.writeSite(of: s.details, "modalPresentationStyle"))
        } else if let asked = s.snapshot.styleAtPresent, asked != .custom {
            fail(s, [.customNeedsDelegate], "customStyleAfterPresent", ["type": type, "style": asked.name], mistake: "H42",
                 location: CallSites.writeSite(of: s.details, "modalPresentationStyle"))
        } else if !s.snapshot.transitioningDelegateIsTheOneGiven {
            fail(s, [.customNeedsDelegate], "customDelegateNotSet", ["type": type], mistake: "H42",
                 location: CallSites.writeSite(of: s.details, "transitioningDelegate") ?? CallSites.writeSite(of: s.details, "modalPresentationStyle"))
        } else if !askedToPresent {
            // Released: kept by a holder of the learner's whose property for it is `weak`, that
            // property; else the keep belongs before the weak property is handed it, at the start
            // of the arm or helper that hands it over.
            fail(s, [.keepTransitioningDelegate], delegateAlive ? "customNeverAsked" : "customDelegateReleased", ["type": type],
                 mistake: "H42", location: delegateAlive ? nil : CallSites.weakHolderSite(ofType: "UIViewControllerTransitioningDelegate")
                    ?? CallSites.writeSite(of: s.details, "transitioningDelegate").map(CallSites.blockStart))
        } else if s.presentedAtEnd !== s.details {
            nothingPresented(s, [.customNeedsDelegate], type: type)
        } else if !askedToDismiss && !delegateAlive {
            fail(s, [.keepTransitioningDelegate], "customDelegateReleasedBeforeDismissal", ["type": type], mistake: "H42",
                 location: CallSites.writeSite(of: s.details, "transitioningDelegate"))
        } else if let flag = s.presentAnimated(s.details), flag != s.animated {
            fail(s, [.customNeedsDelegate], "animatedNotPassed", ["type": type, "expected": "\(s.animated)", "actual": "\(flag)"],
                 location: s.presentSite(s.details))
        } else {
            return true
        }
        return false
    }

    // MARK: not in a window

    @Test func notInWindowPresentsNothingAndSaysSo() {
        guard let present = subject else { return }
        // present-from-window holds for every presentation, not only the modal one.
        let asks: [(PresentationTypeScene.Ask, String)] = [
            (.modal(withNavigation: false, .fullScreen, .coverVertical), ".modal(.none, .fullScreen, .coverVertical)"),
            (.popoverFromView(.any), ".popover(PopoverConfig(source: .view(anchor), …))"),
            (.custom, ".custom(sheetDelegate)"),
        ]
        for (ask, type) in asks where !refusesOffscreen(present, ask, type: type) { return }
    }

    /// True when nothing was presented from the controller in no window and the learner said so.
    private func refusesOffscreen(_ present: PresentWithType, _ ask: PresentationTypeScene.Ask, type: String) -> Bool {
        let s = PresentationTypeScene.play(present, ask, place: .offscreen)
        let uikitWarning = s.diagnostics.first { $0.contains("window hierarchy") }
        if !s.output.isEmpty && s.exceptions.isEmpty && uikitWarning == nil { return true }
        if let exception = s.exceptions.first {
            fail(s, [.presentFromWindow], "raisedException", ["type": type, "exception": exception])
        } else if let uikitWarning, !s.output.isEmpty {
            // The learner said so, then presented anyway: UIKit's warning is that call refused.
            fail(s, [.presentFromWindow], "offscreenPresentedAnyway", ["type": type, "warning": uikitWarning])
        } else if let warning = uikitWarning ?? s.diagnostics.first {
            fail(s, [.presentFromWindow], "offscreenOnlyUIKitWarned", ["type": type, "warning": warning])
        } else {
            fail(s, [.presentFromWindow], "offscreenSilent", ["type": type])
        }
        return false
    }

    /// UIKit raises when a navigation controller is pushed (research/presentation.md P 59), and
    /// inside one `show(_:sender:)` pushes too (P 80): such a controller is presented, or refused
    /// with a message. Last of the checks: a rarer case than the ones above.
    @Test func pushOfANavigationControllerIsRefused() {
        guard let present = subject else { return }
        let s = PresentationTypeScene.play(present, .pushNavigationController, place: .inNavigation)
        if let exception = s.exceptions.first {
            // The refused call (a push, or a show that pushed) ran because nothing refused it
            // first: the condition of the `if` it sits in let it through, else the call is it.
            let refused = Simulator.journal.entries.first { entry in
                guard entry.index >= s.start, case let .diagnostic(d) = entry.event else { return false }
                return d.isException
            }
            fail(s, [.pushNeedsNavigation], "pushedNavigationController", ["type": ".push", "exception": exception], mistake: "H43",
                 location: refused.flatMap { CallSites.location(ofEntry: $0.index) }.map(CallSites.armCondition))
        } else if s.presentedAtEnd == nil, s.output.isEmpty {
            nothingPresented(s, [.pushNeedsNavigation], type: ".push")
        }
    }
}
