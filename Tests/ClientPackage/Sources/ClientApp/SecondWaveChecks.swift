@_spi(Simulator) import UIKitSim

/// Checks for issue 9 (uikit-semantics §9–§13), with the graders' controls of docs/UIKITSIM.md.
@MainActor
func runSecondWaveChecks() {
    // §12.3 a custom presentation, its presentation controller's steps and the delegate.
    Simulator.reset()
    let presenter = ContentViewController(name: "presenter")
    _ = showWindow(presenter)
    let transitioning = HalfSheetTransitioning()
    let sheet = ContentViewController(name: "sheet")
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitioning
    Trace.lines = []
    presenter.present(sheet, animated: true) { Trace.add("completion") }
    Trace.add("present returned")
    Simulator.runUntilIdle()
    check("§12.2–12.3 custom presentation order", expected: [
        "present returned", "presentationController(forPresented:)", "sheet.viewDidLoad", "willBegin",
        "sheet.viewWillAppear moving=false", "sheet.viewDidAppear moving=false", "didEnd(true)", "completion",
    ], actual: Trace.lines)
    check("§12.3 presented view at frameOfPresentedViewInContainerView", expected: ["(0.0, 422.0, 390.0, 422.0)"],
          actual: ["(\(sheet.view.frame.minX), \(sheet.view.frame.minY), \(sheet.view.frame.width), \(sheet.view.frame.height))"])
    Trace.lines = []
    sheet.dismiss(animated: true)
    Simulator.runUntilIdle()
    check("§12.3 dismissal mirrors it", expected: [
        "dismissalWillBegin", "sheet.viewWillDisappear moving=false", "sheet.viewDidDisappear moving=false", "dismissalDidEnd(true)",
    ], actual: Trace.lines)

    // §12.1 navigation push and pop.
    Simulator.reset()
    let top = ContentViewController(name: "top")
    let navigation = UINavigationController(rootViewController: top)
    _ = showWindow(navigation)
    Simulator.runUntilIdle()
    let pushed = ContentViewController(name: "pushed")
    Trace.lines = []
    navigation.pushViewController(pushed, animated: true)
    Simulator.runUntilIdle()
    _ = navigation.popViewController(animated: true)
    Simulator.runUntilIdle()
    check("§12.1 push then pop", expected: [
        "pushed.willMove(parent)", "pushed.viewDidLoad", "top.viewWillDisappear moving=false", "pushed.viewWillAppear moving=true",
        "top.viewDidDisappear moving=false", "pushed.viewDidAppear moving=true", "pushed.didMove(parent)",
        "pushed.willMove(nil)", "pushed.viewWillDisappear moving=true", "top.viewWillAppear moving=false",
        "pushed.viewDidDisappear moving=true", "top.viewDidAppear moving=false", "pushed.didMove(nil)",
    ], actual: Trace.lines.filter { !$0.contains("Layout") })
    navigation.pushViewController(UINavigationController(), animated: false)
    check("§12.1 pushing a navigation controller", expected: ["NSInvalidArgumentException: Pushing a navigation controller is not supported"],
          actual: Simulator.diagnostics.map(\.description))

    // §9.5 and §10.2: a pan drives a transform; bounds and center stay.
    Simulator.reset()
    let cards = DraggableCardController()
    _ = showWindow(cards)
    Trace.lines = []
    Simulator.pan(cards.panRecognizer, translations: [CGPoint(x: 10, y: 0), CGPoint(x: 40, y: 0)], velocity: CGPoint(x: 200, y: 0), end: .lift)
    check("§9.2/§10.2 pan states and transform geometry", expected: ["began 10", "changed 40", "ended center 120 frame 60"], actual: Trace.lines)

    // §11.5 and §11.7: an override keeps the left child compact when the window turns regular.
    Simulator.reset()
    let split = SplitContainer()
    let splitWindow = showWindow(split)
    Trace.lines = []
    Simulator.resize(splitWindow, to: CGSize(width: 932, height: 430), horizontalSizeClass: .regular, verticalSizeClass: .compact)
    Simulator.runUntilIdle()
    check("§11.5 the overridden child stays compact; its traits change only in height", expected: [
        "true", "traitCollectionDidChange width compact",
    ], actual: ["\(split.traitCollection.horizontalSizeClass == .regular)"] + Trace.lines)
}
