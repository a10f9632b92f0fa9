@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting
import KataCatalog

/// One run of `present(details, type:animated:)` from a `RecordingPresenter` that sits inside a
/// navigation controller on screen, alone on screen, or in no window; in compact width (a new
/// window) or regular width (resized first). Every check plays its scenes afresh.
@MainActor
final class PresentationTypeScene {
    enum Place: String { case inNavigation, alone, offscreen }

    enum Ask {
        case modal(withNavigation: Bool, UIModalPresentationStyle, UIModalTransitionStyle)
        case popoverFromView(UIPopoverArrowDirection)
        case popoverFromBarButtonItem(UIPopoverArrowDirection)
        case push
        /// `.push` of a `UINavigationController` wrapping `details`, which UIKit refuses to push.
        case pushNavigationController
        case show
        case showDetail(withNavigation: Bool)
        case custom
    }

    /// What the presented controller looked like right after the learner's method returned
    /// (before the presentation started at the end of the turn).
    struct Snapshot {
        var presentationStyle: UIModalPresentationStyle
        /// `details`' style when `present` was called: UIKit makes the presentation controller from
        /// it (P 12–13); nil when `details` was not presented.
        var styleAtPresent: UIModalPresentationStyle?
        var transitionStyle: UIModalTransitionStyle
        var sourceView: UIView?
        var sourceRect: CGRect?
        var barButtonItem: UIBarButtonItem?
        var arrows: UIPopoverArrowDirection?
        var popoverDelegate: AnyObject?
        var transitioningDelegateIsTheOneGiven: Bool
    }

    let presenter = RecordingPresenter()
    private(set) var navigation: UINavigationController?
    private(set) var window: UIWindow?
    let details = ProbeViewController(label: "details")
    /// The navigation controller around `details` that `.pushNavigationController` hands over.
    private(set) var detailsNavigation: UINavigationController?
    private(set) var anchor: UIView?
    private(set) var barItem: UIBarButtonItem?
    private(set) var popoverDelegate: RecordingPopoverDelegate?
    private(set) weak var customDelegate: ForgottenTransitioningDelegate?
    private(set) var snapshot: Snapshot!
    /// What the learner's code wrote to the console (UIKit's own warnings left out).
    private(set) var output = ""
    /// `details` (or its navigation wrapper) as UIKit presented it, right after the run.
    private(set) var presentedAtEnd: UIViewController?
    private(set) var start = 0
    private(set) var dismissStart: Int?
    private(set) var actualLines: [String] = []
    private(set) var diagnostics: [String] = []

    let place: Place
    let regular: Bool
    let animated: Bool
    let ask: Ask

    private init(place: Place, regular: Bool, animated: Bool, ask: Ask) {
        self.place = place
        self.regular = regular
        self.animated = animated
        self.ask = ask
    }

    static func play(_ present: PresentWithType, _ ask: Ask, place: Place, regular: Bool = false,
                     animated: Bool = true, dismissAfterwards: Bool = false) -> PresentationTypeScene {
        Simulator.withFreshWorld {
            let scene = PresentationTypeScene(place: place, regular: regular, animated: animated, ask: ask)
            scene.run(present, dismissAfterwards: dismissAfterwards)
            return scene
        }
    }

    /// The expected timeline: the same scene played by the grader's correct method.
    func expectedLines() -> [String] {
        Self.play(ReferencePresenting.present, ask, place: place, regular: regular, animated: animated,
                  dismissAfterwards: dismissStart != nil).actualLines
    }

    private func run(_ present: PresentWithType, dismissAfterwards: Bool) {
        Simulator.name(presenter, "presenter")
        switch place {
        case .inNavigation:
            let navigation = UINavigationController(rootViewController: presenter)
            Simulator.name(navigation, "nav")
            self.navigation = navigation
            window = Stage.show(navigation)
        case .alone:
            window = Stage.show(presenter)
        case .offscreen:
            _ = presenter.view
        }
        if regular, let window {
            Simulator.resize(window, to: CGSize(width: 1024, height: 768), horizontalSizeClass: .regular, verticalSizeClass: .regular)
            Simulator.runUntilIdle()
        }
        start = ContainmentJournal.position
        presentOnce(present)
        Simulator.runUntilIdle()
        presentedAtEnd = presenter.presentedViewController
        if dismissAfterwards, presenter.presentedViewController != nil {
            dismissStart = ContainmentJournal.position
            presenter.dismiss(animated: animated)
            Simulator.runUntilIdle()
        }
        actualLines = PresentationTimeline.lines(since: start)
            + output.split(separator: "\n").map { "console: \($0)" }
        diagnostics = Timeline.diagnostics(since: start)
    }

    /// The learner's call, in its own scope so that the grader keeps no transitioning delegate.
    private func presentOnce(_ present: PresentWithType) {
        let request: PresentationRequest
        var given: ForgottenTransitioningDelegate?
        var handed: UIViewController = details
        switch ask {
        case let .modal(withNavigation, style, transition):
            request = .modal(withNavigation: withNavigation, style, transition)
        case let .popoverFromView(arrows):
            let anchor = UIView(frame: CGRect(x: 20, y: 120, width: 44, height: 44))
            Simulator.name(anchor, "anchor")
            presenter.view.addSubview(anchor)
            self.anchor = anchor
            let delegate = RecordingPopoverDelegate()
            Simulator.name(delegate, "popoverDelegate")
            popoverDelegate = delegate
            request = .popoverFromView(anchor, arrows, delegate)
        case let .popoverFromBarButtonItem(arrows):
            let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
            barItem = item
            let delegate = RecordingPopoverDelegate()
            Simulator.name(delegate, "popoverDelegate")
            popoverDelegate = delegate
            request = .popoverFromBarButtonItem(item, arrows, delegate)
        case .push:
            request = .push
        case .pushNavigationController:
            let wrapper = UINavigationController(rootViewController: details)
            Simulator.name(wrapper, "detailsNav")
            detailsNavigation = wrapper
            handed = wrapper
            request = .push
        case .show:
            request = .show
        case let .showDetail(withNavigation):
            request = .showDetail(withNavigation: withNavigation)
        case .custom:
            let delegate = ForgottenTransitioningDelegate()
            Simulator.name(delegate, "sheetDelegate")
            customDelegate = delegate
            given = delegate
            request = .custom(delegate)
        }
        output = ConsoleCapture.learnerOutput { present(presenter, handed, request, animated) }
        let popover: UIPopoverPresentationController? =
            details.modalPresentationStyle == .popover ? details.popoverPresentationController : nil
        var isGiven = false
        if let given, let current = details.transitioningDelegate { isGiven = current === given }
        let delegate: AnyObject? = popover?.delegate
        snapshot = Snapshot(
            presentationStyle: details.modalPresentationStyle, styleAtPresent: details.styleAtPresent,
            transitionStyle: details.modalTransitionStyle,
            sourceView: popover?.sourceView, sourceRect: popover?.sourceRect, barButtonItem: popover?.barButtonItem,
            arrows: popover?.permittedArrowDirections, popoverDelegate: delegate,
            transitioningDelegateIsTheOneGiven: isGiven)
    }

    // MARK: What the journal saw

    /// The `animated` argument UIKit's `present` got for `controller`, nil if it was not presented.
    func presentAnimated(_ controller: UIViewController) -> Bool? {
        let id = ObjectIdentifier(controller)
        for entry in Simulator.journal.entries where entry.index >= start {
            if case let .present(_, presented, animated) = entry.event, presented.id == id { return animated }
        }
        return nil
    }

    /// The learner's line that called UIKit's `present` for `controller`.
    func presentSite(_ controller: UIViewController) -> Finding.Location? {
        let id = ObjectIdentifier(controller)
        let entry = Simulator.journal.entries.first { entry in
            guard entry.index >= start, case let .present(_, presented, _) = entry.event else { return false }
            return presented.id == id
        }
        return entry.flatMap { CallSites.location(ofEntry: $0.index) }
    }

    /// The `animated` argument of the push of `controller`, nil if it was never pushed.
    func pushAnimated(_ controller: UIViewController) -> Bool? {
        let id = ObjectIdentifier(controller)
        for entry in Simulator.journal.entries where entry.index >= start {
            if case let .push(_, pushed, animated) = entry.event, pushed.id == id { return animated }
        }
        return nil
    }

    /// UIKit's exceptions during the scene.
    var exceptions: [String] {
        Simulator.journal.entries.compactMap { entry in
            guard entry.index >= start, case let .diagnostic(d) = entry.event, d.isException else { return nil }
            return d.description
        }
    }

    /// True when `details` sits in navigation's stack.
    var detailsIsPushed: Bool { navigation?.viewControllers.contains { $0 === details } ?? false }

    /// `details`, or the navigation controller wrapping it, when that is what was presented.
    var presentedIsDetailsOrWrapper: Bool {
        guard let shown = presentedAtEnd else { return false }
        return shown === details || (shown as? UINavigationController)?.viewControllers.first === details
    }

    var placeName: String {
        switch place {
        case .inNavigation: return "inside a UINavigationController"
        case .alone: return "the window's root, with no navigation controller"
        case .offscreen: return "in no window"
        }
    }
}

extension UIModalPresentationStyle {
    var name: String { ".\(self)" }
}

extension UIModalTransitionStyle {
    var name: String { ".\(self)" }
}
