import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §12.2–12.5, §12.8, §12.10 and §12.11: deferred present, UIPresentationController's lifecycle,
/// the transitioning delegate, the transition coordinator, cancelled presentations, warnings.
@Suite(.serialized, .freshSimulator) @MainActor
struct PresentationControllerTests {
    @Test("§12.2 present starts at the end of the turn: nothing inside the call but presentedViewController; completion after viewDidAppear")
    func presentIsDeferred() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        TestWorld.show(root)
        let sheet = RecordingViewController("sheet", log: log)
        log.clear()
        root.present(sheet, animated: true) { log.add("completion") }
        log.mark("present returned")
        #expect(root.presentedViewController === sheet && sheet.isBeingPresented)
        Simulator.runLoopTurn()
        log.mark("turn")
        Simulator.runUntilIdle()
        #expect(log.lines == ["— present returned —", "sheet.viewDidLoad", "sheet.viewWillAppear", "— turn —",
                              "sheet.viewDidAppear", "completion"])
    }

    @Test("§12.2 .custom keeps the presenter's view: the presenter gets no will/did-disappear, on present or dismiss")
    func customKeepsPresenter() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let window = TestWorld.show(root)
        let delegate = Transitioning(log: log)
        let sheet = RecordingViewController("sheet", log: log)
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        log.clear()
        root.present(sheet, animated: true)
        Simulator.runUntilIdle()
        sheet.dismiss(animated: true)
        Simulator.runUntilIdle()
        #expect(!log.lines.contains { $0.hasPrefix("root.") })
        #expect(root.view.superview === window)
    }

    @Test("§12.3 custom presentation order: delegate's controller → animator look-up → willBegin → appearance → frame → container layout in the animation → didEnd(true); dismissal mirrors it")
    func customLifecycleOrder() {
        let log = CallLog()
        let root = UIViewController()
        let window = TestWorld.show(root)
        let delegate = Transitioning(log: log)
        let sheet = RecordingViewController("sheet", log: log)
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        log.clear()
        root.present(sheet, animated: true) { log.add("completion") }
        Simulator.runUntilIdle()
        #expect(log.lines == [
            "delegate.presentationController(forPresented:presenting:source:)", "delegate.animationController(forPresented:)",
            "sheet.viewDidLoad", "pc.presentationTransitionWillBegin containerView=true",
            "sheet.viewWillAppear", "pc.frameOfPresentedViewInContainerView",
            "pc.containerViewWillLayoutSubviews", "pc.containerViewDidLayoutSubviews",
            "sheet.viewDidAppear", "pc.presentationTransitionDidEnd(true)", "completion",
        ])
        let pc = sheet.presentationController as? HalfPresentation
        #expect(pc != nil && pc?.containerView?.window === window)
        #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(sheet.view.superview === pc?.containerView)
        let layoutEntry = Simulator.journal.entries.first { $0.text.hasSuffix("containerViewWillLayoutSubviews()") }
        #expect(layoutEntry?.inAnimation == true)
        log.clear()
        sheet.dismiss(animated: true) { log.add("completion") }
        Simulator.runUntilIdle()
        #expect(log.lines == [
            "delegate.animationController(forDismissed:)", "pc.dismissalTransitionWillBegin",
            "sheet.viewWillDisappear", "pc.containerViewWillLayoutSubviews", "pc.containerViewDidLayoutSubviews",
            "sheet.viewDidDisappear", "pc.dismissalTransitionDidEnd(true)", "completion",
        ])
        #expect(root.presentedViewController == nil && pc?.containerView == nil && sheet.view.window == nil)
    }

    @Test("§12.3 containerView is nil before the transition; container layout runs again when the window's size changes")
    func containerLifecycle() {
        let log = CallLog()
        let root = UIViewController()
        let window = TestWorld.show(root)
        let delegate = Transitioning(log: log)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: false)
        #expect(delegate.made == nil || delegate.made?.containerView == nil)
        Simulator.runUntilIdle()
        log.clear()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        Simulator.runUntilIdle()
        #expect(log.lines.contains("pc.containerViewWillLayoutSubviews") && log.lines.contains("pc.containerViewDidLayoutSubviews"))
        #expect(delegate.made?.containerView?.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test("§12.9 a window size change reaches the presentation controller's viewWillTransition(to:with:) after the root; its base forwards to the presented controller")
    func presentationControllerHearsSizeChange() {
        let root = UIViewController()
        Simulator.name(root, "root")
        let window = TestWorld.show(root)
        let delegate = Transitioning(log: CallLog())
        let sheet = UIViewController()
        Simulator.name(sheet, "sheet")
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: false)
        Simulator.runUntilIdle()
        let start = Simulator.journal.entries.count
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        Simulator.runUntilIdle()
        let lines = Simulator.journal.entries.dropFirst(start).map(\.text)
            .filter { $0.contains(".viewWillTransition(to: (") }
        #expect(lines == ["root.viewWillTransition(to: (844,390))", "pc.viewWillTransition(to: (844,390))",
                          "sheet.viewWillTransition(to: (844,390))"])
    }

    @Test("§12.4 transitionCoordinator of presented and presenting: alongside changes are journaled in-animation; completion sees not cancelled")
    func coordinatorAlongside() {
        let log = CallLog()
        let root = UIViewController()
        TestWorld.show(root)
        let delegate = Transitioning(log: log)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: true)
        Simulator.runUntilIdle()
        let pc = delegate.made!
        #expect(pc.sawPresentedCoordinator && pc.sawPresentingCoordinator)
        let dimming = Simulator.journal.entries.first { $0.text.hasPrefix("dimming.frame") }
        #expect(dimming?.inAnimation == true)
        #expect(pc.alongsideCompletion == "cancelled=false")
        #expect(sheet.transitionCoordinator == nil)
    }

    @Test("§12.4 a cancelled presentation (Simulator.cancelNextPresentation): will-calls swapped, didEnd(false), nothing presented, no completion")
    func cancelledPresentation() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        TestWorld.show(root)
        let delegate = Transitioning(log: log)
        let sheet = RecordingViewController("sheet", log: log)
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        Simulator.cancelNextPresentation()
        log.clear()
        root.present(sheet, animated: true) { log.add("completion") }
        Simulator.runUntilIdle()
        #expect(log.lines.filter { $0.hasPrefix("sheet.view") || $0.hasPrefix("pc.presentationTransitionDidEnd") || $0 == "completion" } == [
            "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewWillDisappear", "sheet.viewDidDisappear",
            "pc.presentationTransitionDidEnd(false)",
        ])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && sheet.view.window == nil)
        #expect(delegate.made?.alongsideCompletion == "cancelled=true")
    }

    @Test("§12.5 transitioningDelegate is weak; .custom with no delegate uses a plain UIPresentationController covering the container")
    func weakDelegateAndFallback() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        do {
            let delegate = Transitioning(log: CallLog())
            sheet.transitioningDelegate = delegate
        }
        #expect(sheet.transitioningDelegate == nil)
        root.present(sheet, animated: false)
        Simulator.runUntilIdle()
        let pc = sheet.presentationController
        #expect(pc != nil && type(of: pc!) == UIPresentationController.self)
        #expect(pc?.shouldRemovePresentersView == false && root.view.window === window)
        #expect(sheet.view.frame == window.bounds)
    }

    @Test("§12.10 the presentation controller is made from the style set when present was called (P 12–13): a .custom style and delegate set after present come too late; the delegate is never asked")
    func styleAfterPresentComesTooLate() {
        let log = CallLog()
        let root = UIViewController()
        TestWorld.show(root)
        let delegate = Transitioning(log: log)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        Simulator.runUntilIdle()
        #expect(!log.lines.contains { $0.hasPrefix("delegate.") })
        #expect(sheet.presentationController is UISheetPresentationController)
        #expect(sheet.presentationController?.presentationStyle == .pageSheet)
    }

    @Test("§12.10 present reads both styles at the call: styles set after it change the properties, not the presentation")
    func stylesAreReadWhenPresentIsCalled() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 1024, height: 768), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let early = UIViewController()
        early.modalPresentationStyle = .formSheet
        early.modalTransitionStyle = .crossDissolve
        root.present(early, animated: true)
        Simulator.runUntilIdle()
        #expect(early.styleAtPresent == .formSheet && early.transitionStyleAtPresent == .crossDissolve)
        #expect(early.presentationController?.presentationStyle == .formSheet)
        root.dismiss(animated: false)
        Simulator.runUntilIdle()
        #expect(early.styleAtPresent == nil && early.transitionStyleAtPresent == nil)

        let late = UIViewController()
        root.present(late, animated: true)
        late.modalPresentationStyle = .overFullScreen
        late.modalTransitionStyle = .flipHorizontal
        Simulator.runUntilIdle()
        #expect(root.presentedViewController === late)
        #expect(late.modalPresentationStyle == .overFullScreen && late.modalTransitionStyle == .flipHorizontal)
        #expect(late.styleAtPresent != .overFullScreen && late.transitionStyleAtPresent == .coverVertical)
        #expect(late.presentationController?.presentationStyle != .overFullScreen)
    }

    @Test("§12.5 a presentation controller read before present with the style already set is the one presented (P 12–13)")
    func controllerReadBeforePresentIsKept() {
        let root = UIViewController()
        TestWorld.show(root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let early = sheet.presentationController
        root.present(sheet, animated: false)
        Simulator.runUntilIdle()
        #expect(early != nil && sheet.presentationController === early)
    }

    @Test("§12.11 a child presents .custom and its delegate builds the controller with presenting: source: UIKit presents on the root and sets the controller's presentingViewController to it")
    func presentingIsSetByUIKitWhateverTheDelegatePassed() {
        let root = UIViewController()
        TestWorld.show(root)
        let child = UIViewController()
        TestWorld.add(child, to: root)
        let delegate = BuildsWithSource()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        child.present(sheet, animated: false)
        Simulator.runUntilIdle()
        // The delegate was asked with the child as source and made its controller on the child…
        #expect(delegate.source === child && delegate.presentingAtInit === child)
        // …and the presentation is made on the root, which the controller now names (P 95).
        let pc = sheet.presentationController
        #expect(pc === delegate.made && root.presentedViewController === sheet)
        #expect(pc?.presentingViewController === root && sheet.presentingViewController === root)
        #expect(TestWorld.warnings.isEmpty)
    }

    @Test("§12.8 presenting while a presentation is in progress warns with UIKit's newest text and is ignored")
    func inProgressWarning() {
        let root = UIViewController()
        TestWorld.show(root)
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: true)
        Simulator.runLoopTurn()                     // the first transition is running
        root.present(second, animated: true)
        Simulator.runUntilIdle()
        #expect(TestWorld.warnings == [
            "Attempt to present \(second.description) on \(root.description) (from \(root.description)) while a presentation is in progress.",
        ])
        #expect(root.presentedViewController === first && second.presentingViewController == nil)
    }
}

/// A transitioning delegate that vends `HalfPresentation` and logs UIKit's questions.
@MainActor
final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var made: HalfPresentation?
    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.add("delegate.presentationController(forPresented:presenting:source:)")
        let controller = HalfPresentation(presentedViewController: presented, presenting: presenting, log: log)
        made = controller
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forPresented:)")
        return nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forDismissed:)")
        return nil
    }
}

/// Apple's pattern (VCPG Listing 11-3): a dimming view animated alongside, the presented view in
/// the lower half.
@MainActor
final class HalfPresentation: UIPresentationController {
    let log: CallLog
    let dimming = UIView()
    var sawPresentedCoordinator = false
    var sawPresentingCoordinator = false
    var alongsideCompletion: String?

    init(presentedViewController: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        Simulator.name(self, "pc")
        Simulator.name(dimming, "dimming")
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        log.add("pc.frameOfPresentedViewInContainerView")
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.add("pc.presentationTransitionWillBegin containerView=\(containerView != nil)")
        containerView?.insertSubview(dimming, at: 0)
        sawPresentedCoordinator = presentedViewController.transitionCoordinator != nil
        sawPresentingCoordinator = presentingViewController.transitionCoordinator != nil
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.frame = self.containerView?.bounds ?? .zero
        }, completion: { context in self.alongsideCompletion = "cancelled=\(context.isCancelled)" })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.add("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("pc.dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log.add("pc.containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log.add("pc.containerViewDidLayoutSubviews") }
}

/// A delegate that makes a plain presentation controller with `presenting: source` (as Apple's
/// CustomTransitions sample makes its own with `presentingViewController:self`), and notes what
/// the controller named as presenting when it was made.
@MainActor
final class BuildsWithSource: NSObject, UIViewControllerTransitioningDelegate {
    private(set) weak var source: UIViewController?
    private(set) weak var presentingAtInit: UIViewController?
    private(set) var made: UIPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = UIPresentationController(presentedViewController: presented, presenting: source)
        self.source = source
        presentingAtInit = controller.presentingViewController
        made = controller
        return controller
    }
}
