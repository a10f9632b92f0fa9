import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §12.1: UINavigationController push, pop, the stack and its exceptions.
@Suite(.serialized, .freshSimulator) @MainActor
struct NavigationControllerTests {
    /// A navigation controller on screen with `root`, after its first appearance.
    private func showNavigation(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        Simulator.name(nav, "nav")
        TestWorld.show(nav)
        Simulator.runUntilIdle()
        return nav
    }

    @Test("§12.1 the root: willMove at init, will/did-appear with isMovingToParent, then didMove; navigationController and topViewController")
    func rootAppearance() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let nav = showNavigation(root)
        #expect(log.lines == ["root.willMove(\(nav))", "root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear", "root.didMove(\(nav))"])
        #expect(root.movingToParentSeen["viewWillAppear"] == true)
        #expect(root.navigationController === nav && nav.topViewController === root && nav.viewControllers == [root])
        #expect(root.view.superview === nav.view)
    }

    @Test("§12.1 animated push: willMove → viewDidLoad → old willDisappear → new willAppear → layout → old didDisappear → new didAppear → didMove; starts at the end of the turn")
    func animatedPushOrder() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let nav = showNavigation(root)
        let second = LayoutRecorder("second", log: log)
        log.clear()
        nav.pushViewController(second, animated: true)
        log.mark("turn")
        #expect(nav.viewControllers == [root, second] && second.parent === nav)   // inside the call
        Simulator.runLoopTurn()
        log.mark("animation ends")
        Simulator.runUntilIdle()
        #expect(log.lines == [
            "second.willMove(\(nav))", "— turn —",
            "second.viewDidLoad", "root.viewWillDisappear", "second.viewWillAppear",
            "second.viewWillLayoutSubviews", "second.viewDidLayoutSubviews", "— animation ends —",
            "root.viewDidDisappear", "second.viewDidAppear", "second.didMove(\(nav))",
        ])
        #expect(second.movingToParentSeen["viewWillAppear"] == true && second.movingToParentSeen["viewDidAppear"] == true)
        #expect(root.movingFromParentSeen["viewWillDisappear"] == false)
        #expect(root.view.superview == nil && second.view.superview === nav.view)
        let texts = Simulator.journal.entries.map(\.text)
        #expect(texts.contains("nav.pushViewController(second, animated: true)"))
    }

    @Test("§12.1 pop: willMove(nil) in the call, popped will/did-disappear with isMovingFromParent, revealed will/did-appear, then didMove(nil)")
    func popOrder() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let nav = showNavigation(root)
        let second = RecordingViewController("second", log: log)
        nav.pushViewController(second, animated: false)
        Simulator.runUntilIdle()
        log.clear()
        let popped = nav.popViewController(animated: true)
        log.mark("turn")
        Simulator.runUntilIdle()
        #expect(popped === second && nav.viewControllers == [root])
        #expect(log.lines == [
            "second.willMove(nil)", "— turn —",
            "second.viewWillDisappear", "root.viewWillAppear",
            "second.viewDidDisappear", "root.viewDidAppear", "second.didMove(nil)",
        ])
        #expect(second.movingFromParentSeen["viewWillDisappear"] == true && second.movingFromParentSeen["viewDidDisappear"] == true)
        #expect(root.movingToParentSeen["viewWillAppear"] == false)
        #expect(second.parent == nil && second.navigationController == nil)
        #expect(nav.popViewController(animated: false) == nil)        // the root stays
    }

    @Test("§12.1 popToRoot and setViewControllers: stack, containment, only the tops get appearance")
    func popToRootAndSet() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let nav = showNavigation(root)
        let b = RecordingViewController("b", log: log), c = RecordingViewController("c", log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        Simulator.runUntilIdle()
        log.clear()
        let popped = nav.popToRootViewController(animated: true)
        Simulator.runUntilIdle()
        #expect(popped.map { $0.map { ($0 as! RecordingViewController).label } } == ["b", "c"])
        #expect(nav.viewControllers == [root] && nav.children == [root])
        #expect(!log.lines.contains("b.viewWillDisappear") && log.lines.contains("c.viewWillDisappear") && log.lines.contains("root.viewDidAppear"))
        #expect(log.lines.contains("b.didMove(nil)") && log.lines.contains("c.didMove(nil)"))
        let d = RecordingViewController("d", log: log)
        nav.setViewControllers([root, d], animated: false)
        Simulator.runUntilIdle()
        #expect(nav.topViewController === d && d.parent === nav && d.view.window != nil)
    }

    @Test("§12.1 pushing a navigation controller raises UIKit's NSInvalidArgumentException, with no effect")
    func pushingNavigationRaises() {
        let nav = showNavigation(UIViewController())
        nav.pushViewController(UINavigationController(), animated: true)
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions == [Diagnostic(kind: .exception(name: "NSInvalidArgumentException"),
                                                    text: "Pushing a navigation controller is not supported")])
        #expect(nav.viewControllers.count == 1)
    }

    @Test("§12.1 pushing the same instance twice raises UIKit's newest text, with no effect")
    func pushingTwiceRaises() {
        let nav = showNavigation(UIViewController())
        let second = UIViewController()
        nav.pushViewController(second, animated: false)
        nav.pushViewController(second, animated: false)
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.count == 1)
        #expect(TestWorld.exceptions.first?.text.hasPrefix(
            "\(nav.description) is pushing the same view controller instance (\(second.description)) more than once which is not supported and is most likely an error in the application : ") == true)
        #expect(nav.viewControllers.count == 2)
    }

    @Test("§12.1 transitionCoordinator during an animated push; alongside blocks run inside the animation")
    func pushCoordinator() {
        let nav = showNavigation(UIViewController())
        let second = AlongsideRecorder()
        nav.pushViewController(second, animated: true)
        Simulator.runLoopTurn()
        #expect(second.transitionCoordinator != nil && nav.transitionCoordinator != nil)
        Simulator.runUntilIdle()
        let insideAnimation = second.insideAnimation, completed = second.completed
        #expect(insideAnimation == true && completed)
        #expect(second.transitionCoordinator == nil)
    }
}

/// Logs layout callbacks too.
@MainActor
final class LayoutRecorder: RecordingViewController {
    override func viewWillLayoutSubviews() { log.add("\(label).viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { log.add("\(label).viewDidLayoutSubviews"); super.viewDidLayoutSubviews() }
}

/// Registers alongside/completion blocks in viewWillAppear, as UIKit code does.
@MainActor
final class AlongsideRecorder: UIViewController {
    var insideAnimation: Bool?
    var completed = false
    var cancelled: Bool?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.insideAnimation = Simulator.isInsideAnimation },
                                       completion: { context in self.completed = true; self.cancelled = context.isCancelled })
    }
}
