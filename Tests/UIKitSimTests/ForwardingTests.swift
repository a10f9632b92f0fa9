import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §2.5–2.6: automatic forwarding and window-driven appearance.
@Suite(.serialized, .freshSimulator) @MainActor
struct ForwardingTests {
    @Test("§2.5 automatic forwarding: the container first, then each child in children order whose view is inside its view")
    func forwardingOrder() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        let second = RecordingViewController("second", log: log)
        let first = RecordingViewController("first", log: log)
        let outside = RecordingViewController("outside", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        TestWorld.add(first, to: container)
        TestWorld.add(second, to: container)
        container.view.sendSubviewToBack(second.view)   // view order must not matter
        container.addChild(outside)                     // a child whose view is not inside
        _ = outside.view
        window.rootViewController = container
        let start = log.lines.count
        window.makeKeyAndVisible()
        Simulator.runLoopTurn()
        #expect(Array(log.lines[start...]) == [
            "container.viewWillAppear", "first.viewWillAppear", "second.viewWillAppear",
            "container.viewDidAppear", "first.viewDidAppear", "second.viewDidAppear",
        ])
    }

    @Test("§2.5 with shouldAutomaticallyForwardAppearanceMethods false, children get nothing unless the container calls begin/end")
    func manualForwarding() {
        let log = CallLog()
        let container = ManualContainer("container", log: log)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        let window = TestWorld.show(container)
        #expect(!log.lines.contains { $0.hasPrefix("child.view") && $0 != "child.viewDidLoad" })

        window.isHidden = true
        Simulator.runLoopTurn()
        container.forwardsToChildren = true
        let start = log.lines.count
        window.isHidden = false
        Simulator.runLoopTurn()
        #expect(Array(log.lines[start...]) == [
            "container.viewWillAppear", "child.viewWillAppear", "container.viewDidAppear", "child.viewDidAppear",
        ])
    }

    @Test("§2.5 a manual container's child whose view enters the window gets nothing by itself")
    func manualContainerNewChild() {
        let log = CallLog()
        let container = ManualContainer("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        let start = log.lines.count
        TestWorld.add(child, to: container)
        Simulator.runLoopTurn()
        #expect(Array(log.lines[start...]) == ["child.willMove(container)", "child.viewDidLoad", "child.didMove(container)"])
    }

    @Test("§2.6 viewWillAppear is sent inside addSubview; viewDidAppear waits for the end of the run-loop turn")
    func willInsideAddSubview() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        container.addChild(child)
        _ = child.view
        let start = log.lines.count
        container.view.addSubview(child.view)
        #expect(Array(log.lines[start...]) == ["child.viewWillAppear"])
        child.didMove(toParent: container)
        #expect(!log.lines.contains("child.viewDidAppear"))
        Simulator.runLoopTurn()
        #expect(log.lines.last == "child.viewDidAppear")
    }

    @Test("§2.6 inside an animation block viewDidAppear waits for the end of the animation")
    func didWaitsForAnimation() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        container.addChild(child)
        _ = child.view
        UIView.transition(with: container.view, duration: 0.5, options: [.transitionCrossDissolve], animations: {
            container.view.addSubview(child.view)
        }, completion: { _ in
            log.add("completion")
            child.didMove(toParent: container)
        })
        Simulator.runLoopTurn()
        Simulator.advance(by: 0.4)
        #expect(log.lines.last == "child.viewWillAppear")
        Simulator.advance(by: 0.1)
        #expect(Array(log.lines.suffix(3)) == ["child.viewDidAppear", "completion", "child.didMove(container)"])
    }

    @Test("§2.6 leaving is symmetric: viewWillDisappear inside removeFromSuperview, viewDidDisappear deferred")
    func leavingIsSymmetric() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        Simulator.runLoopTurn()
        let start = log.lines.count
        child.view.removeFromSuperview()
        #expect(Array(log.lines[start...]) == ["child.viewWillDisappear"])
        Simulator.runLoopTurn()
        #expect(Array(log.lines[start...]) == ["child.viewWillDisappear", "child.viewDidDisappear"])
    }

    @Test("§2.6 no double delivery when the parent is forwarding: a child added while the container is appearing gets only the forwarded viewDidAppear (mistake A9)")
    func noDoubleWhileParentForwards() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = container
        window.makeKeyAndVisible()                      // container appearing; did at end of turn
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        Simulator.runUntilIdle()
        #expect(Array(log.lines.suffix(5)) == [
            "child.willMove(container)", "child.viewDidLoad", "child.didMove(container)",
            "container.viewDidAppear", "child.viewDidAppear",
        ])
    }

    @Test("§2.6 a child added in the container's viewWillLayoutSubviews (mistake A9) misses viewWillAppear; didMove fires three times")
    func addInLayoutPass() {
        let log = CallLog()
        let container = AddsInLayout("container", log: log)
        container.child = RecordingViewController("child", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = container
        window.makeKeyAndVisible()
        Simulator.runLoopTurn()
        let childLines = log.lines.filter { $0.hasPrefix("child.") }
        #expect(!childLines.contains("child.viewWillAppear"))
        #expect(childLines.filter { $0 == "child.viewDidAppear" }.count == 1)
        // Adding the view re-lays out the container once more, which adds the child again.
        #expect(childLines.filter { $0.hasPrefix("child.didMove") } == [
            "child.didMove(container)", "child.didMove(nil)", "child.didMove(container)"])
        #expect(container.children.count == 1)
    }

    @Test("§2.6 no double delivery when a begin is outstanding on the controller or an ancestor")
    func noDoubleWithOutstandingBegin() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        let grandchild = RecordingViewController("grandchild", log: log)
        TestWorld.add(grandchild, to: child)
        container.addChild(child)
        child.beginAppearanceTransition(true, animated: false)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        Simulator.runLoopTurn()
        #expect(log.lines.filter { $0.hasSuffix("viewDidAppear") && !$0.hasPrefix("container") }.isEmpty)
        child.endAppearanceTransition()
        Simulator.runLoopTurn()
        #expect(log.lines.filter { $0 == "child.viewWillAppear" }.count == 1)
        #expect(log.lines.filter { $0 == "child.viewDidAppear" }.count == 1)
        #expect(log.lines.filter { $0 == "grandchild.viewDidAppear" }.count == 1)
    }

    @Test("§2.6 added and removed within one turn: willAppear, willDisappear, didDisappear")
    func addedAndRemovedInOneTurn() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        _ = child.view
        let start = log.lines.count
        container.view.addSubview(child.view)
        child.view.removeFromSuperview()
        Simulator.runLoopTurn()
        #expect(Array(log.lines[start...]) == ["child.viewWillAppear", "child.viewWillDisappear", "child.viewDidDisappear"])
    }

    @Test("§2.6 a window made key and visible: root viewWillAppear inside makeKeyAndVisible, viewDidAppear at the end of the turn")
    func windowDrivesRoot() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        #expect(log.lines == ["root.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.lines == ["root.viewDidLoad", "root.viewWillAppear"])
        #expect(window.isKeyWindow && !window.isHidden)
        Simulator.runLoopTurn()
        #expect(log.lines == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.view.superview === window && root.view.frame == window.bounds)
    }

    @Test("§2.6 viewWillAppear comes before the view is in the window: the root's when the window is shown, a child's inside addSubview, its children's by forwarding")
    func willAppearBeforeTheWindow() {
        let log = CallLog()
        let root = WindowRecordingViewController("root", log: log)
        let child = WindowRecordingViewController("child", log: log)
        TestWorld.add(child, to: root)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        #expect(root.view.frame == window.bounds)
        window.makeKeyAndVisible()
        Simulator.runLoopTurn()
        #expect(root.windowAt == ["viewWillAppear": false, "viewDidAppear": true])
        #expect(child.windowAt == ["viewWillAppear": false, "viewDidAppear": true])
        // Not in the window yet, the root still has the window's traits (§11.7: compact width).
        #expect(root.sizeClassAtWillAppear == .compact && child.sizeClassAtWillAppear == .compact)
        #expect(root.view.superview === window && root.view.frame == window.bounds)

        let late = WindowRecordingViewController("late", log: log)
        root.addChild(late)
        root.view.addSubview(late.view)
        late.didMove(toParent: root)
        Simulator.runLoopTurn()
        #expect(late.windowAt == ["viewWillAppear": false, "viewDidAppear": true])
    }

    @Test("§2.6 replacing a visible window's root: the old root disappears, the new one appears")
    func replacingRoot() {
        let log = CallLog()
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let window = TestWorld.show(first)
        let start = log.lines.count
        window.rootViewController = second
        Simulator.runLoopTurn()
        #expect(Array(log.lines[start...]) == ["second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
                                               "first.viewDidDisappear", "second.viewDidAppear"])
    }

    @Test("§2.6 the simulation retains a window until reset")
    func windowRetained() {
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            weakWindow = window
        }
        #expect(weakWindow != nil)
        Simulator.reset()
        #expect(weakWindow == nil)
    }
}

/// Mistake A9: adds its child in every layout pass.
@MainActor
final class AddsInLayout: RecordingViewController {
    var child: UIViewController?
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let child else { return }
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// Notes whether its view was in a window at each appearance callback (§2.6).
@MainActor
final class WindowRecordingViewController: RecordingViewController {
    var windowAt: [String: Bool] = [:]
    var sizeClassAtWillAppear: UIUserInterfaceSizeClass?

    override func viewWillAppear(_ animated: Bool) {
        windowAt["viewWillAppear"] = view.window != nil
        sizeClassAtWillAppear = traitCollection.horizontalSizeClass
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        windowAt["viewDidAppear"] = view.window != nil
        super.viewDidAppear(animated)
    }
}
