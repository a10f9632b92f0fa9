@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run: a `ProbeViewController` ("presenter") on screen presents a `SheetProbe` ("sheet")
/// with `.custom` and the delegate under test; optionally the presentation is cancelled
/// (`Simulator.cancelNextPresentation`), the window then changes size, and the sheet is
/// dismissed. Every check plays its scenes afresh.
@MainActor
final class CustomPresentationScene {
    struct Options: Equatable {
        var animated = true
        var cancel = false
        var resizes: [CGSize] = []
        var dismiss = false
        /// The dismissal is cancelled (`Simulator.cancelNextDismissal`): the sheet stays.
        var cancelDismissal = false
        /// The presenter is itself presented as a half sheet (by the grader's own controller) from
        /// a root controller, so its view is half the window: the sheet's container is not.
        var fromHalfSheet = false
        /// After the dismissal the same delegate presents a second sheet ("sheet2").
        var presentAgain = false
    }

    /// Where things stood at one moment (after the presentation, after each size change).
    struct Layout {
        var containerBounds: CGRect
        var frameAnswer: CGRect
        var sheetFrame: CGRect?
        var chromeFrame: CGRect?
        var chromeBelowSheet: Bool
    }

    let presenter = ProbeViewController(label: "presenter")
    let sheet = SheetProbe(label: "sheet")
    /// The second sheet (`presentAgain`) and the presentation controller UIKit used for it.
    private(set) var sheet2: SheetProbe?
    private(set) var controller2: UIPresentationController?
    /// The grader's delegate that presented the presenter (`fromHalfSheet`), kept alive.
    private var hostDelegate: ReferenceHalfSheetDelegate?
    let options: Options
    private(set) var window: UIWindow!
    private(set) var delegate: (any UIViewControllerTransitioningDelegate)?
    private(set) var controller: UIPresentationController?
    private(set) var container: UIView?
    /// The chrome the sheet found when it was told it would appear.
    private(set) weak var chrome: UIView?
    /// New views outside the container view (with the name of where they were), seen when the sheet
    /// was told it would appear and after the presentation.
    private(set) var chromeOutside: [(view: UIView, superview: String)] = []
    private(set) var chromeInContainer = false
    private(set) var layouts: [Layout] = []
    private(set) var presentedAtEnd = false
    /// Whether the sheet was still presented once everything (a dismissal too) had run.
    private(set) var presentedAfterAll = false
    /// The presentation controller's overrides that ran without reaching UIPresentationController's
    /// own implementation (it journals `superCalled`), each once, in the order they ran.
    private(set) var methodsSkippingSuper: [String] = []
    private(set) var start = 0
    private(set) var resizeStart: Int?
    /// Where the dismissal began in the journal (nil without one).
    private(set) var dismissStart: Int?
    private(set) var actualLines: [String] = []
    private(set) var diagnostics: [String] = []
    private var before = Set<ObjectIdentifier>()
    private var keep: [UIView] = []
    private let make: () -> any UIViewControllerTransitioningDelegate

    private init(options: Options, make: @escaping () -> any UIViewControllerTransitioningDelegate) {
        self.options = options
        self.make = make
    }

    static func play(_ make: @escaping () -> any UIViewControllerTransitioningDelegate,
                     _ options: Options) -> CustomPresentationScene {
        Simulator.withFreshWorld {
            let scene = CustomPresentationScene(options: options, make: make)
            scene.run()
            return scene
        }
    }

    /// The expected timeline: the same scene played by the grader's correct half sheet.
    func expectedLines() -> [String] {
        Self.play({ ReferenceHalfSheetDelegate() }, options).actualLines
    }

    private func run() {
        if options.fromHalfSheet {
            let root = ProbeViewController(label: "root")
            window = Stage.show(root)
            let host = ReferenceHalfSheetDelegate()
            hostDelegate = host
            presenter.modalPresentationStyle = .custom
            presenter.transitioningDelegate = host
            root.present(presenter, animated: false)
            Simulator.runUntilIdle()
        } else {
            window = Stage.show(presenter)
        }
        before = Set(Self.descendants(of: window).map(ObjectIdentifier.init))
        let delegate = make()
        Simulator.name(delegate, "delegate")
        self.delegate = delegate
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        sheet.findChrome = { [unowned self] in self.findChrome() }
        if options.cancel { Simulator.cancelNextPresentation() }
        start = ContainmentJournal.position
        presenter.present(sheet, animated: options.animated)
        Simulator.runUntilIdle()
        controller = sheet.presentationController
        presentedAtEnd = presenter.presentedViewController === sheet
        if presentedAtEnd {
            container = controller?.containerView
            _ = findChrome()
            layouts.append(layout())
            for size in options.resizes {
                if resizeStart == nil { resizeStart = ContainmentJournal.position }
                window.frame = CGRect(origin: .zero, size: size)
                Simulator.runUntilIdle()
                layouts.append(layout())
            }
            if options.dismiss {
                if options.cancelDismissal { Simulator.cancelNextDismissal() }
                dismissStart = ContainmentJournal.position
                presenter.dismiss(animated: options.animated)
                Simulator.runUntilIdle()
            }
            if options.presentAgain, presenter.presentedViewController == nil, let delegate = self.delegate {
                let again = SheetProbe(label: "sheet2")
                again.modalPresentationStyle = .custom
                again.transitioningDelegate = delegate
                sheet2 = again
                presenter.present(again, animated: options.animated)
                Simulator.runUntilIdle()
                // Read only once presented: before, the property would ask the delegate itself.
                if presenter.presentedViewController === again { controller2 = again.presentationController }
            }
        }
        presentedAfterAll = presenter.presentedViewController === sheet
        methodsSkippingSuper = controller.map { Self.methodsSkippingSuper($0, since: start) } ?? []
        let tracked = [chrome].compactMap { $0 } + chromeOutside.map(\.view)
        actualLines = PresentationTimeline.lines(since: start, views: tracked)
        diagnostics = Timeline.diagnostics(since: start)
    }

    /// Each hook UIKit called on `controller` (a `presentationStep` such as
    /// "dismissalTransitionWillBegin()") must be followed by the base class's `superCalled` for it
    /// before UIKit's next step on that controller; the hooks where it was not, by name.
    static func methodsSkippingSuper(_ controller: UIPresentationController, since start: Int) -> [String] {
        let id = ObjectIdentifier(controller)
        var open: String?
        var skipped: [String] = []
        func close() {
            if let method = open, !skipped.contains(method) { skipped.append(method) }
            open = nil
        }
        for entry in Simulator.journal.entries where entry.index >= start {
            switch entry.event {
            case let .presentationStep(ref, method) where ref.id == id:
                close()
                let name = hookName(method)
                open = PresentationHooks.journalingSuper.contains(name) ? name : nil
            case let .superCalled(ref, method) where ref.id == id:
                if open == method { open = nil }
            default:
                break
            }
        }
        close()
        return skipped
    }

    /// "presentationTransitionDidEnd(true)" → "presentationTransitionDidEnd(_:)",
    /// "dismissalTransitionWillBegin()" → "dismissalTransitionWillBegin".
    static func hookName(_ step: String) -> String {
        guard let paren = step.firstIndex(of: "(") else { return step }
        let base = String(step[..<paren])
        return step.hasSuffix("()") ? base : base + "(_:)"
    }

    /// The views that appeared in the window since the presentation started, apart from the
    /// container view and the presented view's subtree: in the container first.
    private func findChrome() -> UIView? {
        guard let window else { return nil }
        let pc = sheet.presentationController
        let containerView = pc?.containerView
        let presentedViews = [sheet.viewIfLoaded, pc?.presentedView].compactMap { $0 }
        for view in Self.descendants(of: window) where !before.contains(ObjectIdentifier(view)) {
            if view === containerView { continue }
            if presentedViews.contains(where: { Stage.view(view, isInside: $0) || view === $0 }) { continue }
            if presentedViews.contains(where: { Stage.view($0, isInside: view) }) { continue }   // a wrapper around the sheet
            if view.superview === containerView, containerView != nil {
                if chrome == nil { chrome = view; keep.append(view) }
                chromeInContainer = true
            } else if let superview = view.superview, superview !== containerView,
                      !(containerView.map { Stage.view(view, isInside: $0) } ?? false),
                      !chromeOutside.contains(where: { $0.view === view }) {
                chromeOutside.append((view, Self.name(of: superview)))
                keep.append(view)
            }
        }
        return chrome ?? chromeOutside.first?.view
    }

    private func layout() -> Layout {
        let bounds = container?.bounds ?? .zero
        let presentedView = controller?.presentedView ?? sheet.viewIfLoaded
        var below = false
        if let container, let chrome, let presentedView,
           let chromeIndex = container.subviews.firstIndex(where: { $0 === chrome }),
           let sheetIndex = container.subviews.firstIndex(where: { $0 === presentedView || Stage.view(presentedView, isInside: $0) }) {
            below = chromeIndex < sheetIndex
        }
        return Layout(containerBounds: bounds,
                      frameAnswer: controller?.frameOfPresentedViewInContainerView ?? .zero,
                      sheetFrame: container.flatMap { c in sheet.viewIfLoaded.flatMap { Stage.frame(of: $0, in: c) } },
                      chromeFrame: container.flatMap { c in chrome.flatMap { Stage.frame(of: $0, in: c) } },
                      chromeBelowSheet: below)
    }

    static func descendants(of view: UIView) -> [UIView] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    /// The presenter's view's bounds (zero before it loads): half the window `fromHalfSheet`.
    var presenterBounds: CGRect { presenter.viewIfLoaded?.bounds ?? .zero }

    /// `{presenter}` and `{presenterSize}` for a message that says a frame came from the presenter.
    var presenterArguments: [String: String] {
        ["presenter": Self.name(of: presenter),
         "presenterSize": "\(JournalNumber.format(presenterBounds.width))×\(JournalNumber.format(presenterBounds.height))"]
    }

    static func name(of object: AnyObject) -> String {
        PresentationTimeline.withoutAddresses("\(ObjectRef(object))")
    }

    /// The bottom half of `bounds`.
    static func bottomHalf(of bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    /// The presenter's appearance callbacks during the scene.
    var presenterDisappeared: Bool { presenter.count(.viewWillDisappear) > 0 || presenter.count(.viewDidDisappear) > 0 }

    /// True when `object` heard `viewWillTransition(to:with:)` since the first size change.
    func heardSizeChange(_ object: AnyObject) -> Bool {
        guard let resizeStart else { return false }
        let id = ObjectIdentifier(object)
        return Simulator.journal.entries.contains { entry in
            guard entry.index >= resizeStart, case let .viewWillTransition(ref, _) = entry.event else { return false }
            return ref.id == id
        }
    }
}
