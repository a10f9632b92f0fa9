import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// The call orders uikit-semantics.md publishes (§2.7, §3.3), reproduced call for call.
@Suite(.serialized, .freshSimulator) @MainActor
struct PublishedTraceTests {
    @Test("§2.7 add on screen: willMove → viewDidLoad → viewWillAppear → didMove → turn → viewDidAppear")
    func addOnScreen() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let content = RecordingViewController("content", log: log)
        let start = log.lines.count

        TestWorld.add(content, to: container)
        log.mark("turn")
        Simulator.runLoopTurn()

        #expect(Array(log.lines[start...]) == [
            "content.willMove(container)",
            "content.viewDidLoad",
            "content.viewWillAppear",
            "content.didMove(container)",
            "— turn —",
            "content.viewDidAppear",
        ])
    }

    @Test("§2.7 remove on screen: willMove(nil) → viewWillDisappear → didMove(nil) → turn → viewDidDisappear")
    func removeOnScreen() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let content = RecordingViewController("content", log: log)
        TestWorld.add(content, to: container)
        Simulator.runLoopTurn()
        let start = log.lines.count

        TestWorld.remove(content)
        log.mark("turn")
        Simulator.runLoopTurn()

        #expect(Array(log.lines[start...]) == [
            "content.willMove(nil)",
            "content.viewWillDisappear",
            "content.didMove(nil)",
            "— turn —",
            "content.viewDidDisappear",
        ])
    }

    @Test("§2.7 a child added before the container appears gets its callbacks nested in the container's")
    func childAddedBeforeAppearing() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        let content = RecordingViewController("content", log: log)
        _ = container.view
        TestWorld.add(content, to: container)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = container
        log.mark("makeKeyAndVisible")
        window.makeKeyAndVisible()
        log.mark("turn")
        Simulator.runLoopTurn()

        #expect(log.lines == [
            "container.viewDidLoad",
            "content.willMove(container)",
            "content.viewDidLoad",
            "content.didMove(container)",
            "— makeKeyAndVisible —",
            "container.viewWillAppear",
            "content.viewWillAppear",
            "— turn —",
            "container.viewDidAppear",
            "content.viewDidAppear",
        ])
    }

    @Test("§3.3 transition order: from.viewWillDisappear, to.viewWillAppear, animations; then to.viewDidAppear, from.viewDidDisappear, completion")
    func transitionOrder() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let old = RecordingViewController("old", log: log)
        let new = RecordingViewController("new", log: log)
        TestWorld.add(old, to: container)
        Simulator.runLoopTurn()
        _ = new.view  // loaded up front so the trace holds only the transition
        let start = log.lines.count

        old.willMove(toParent: nil)
        container.addChild(new)
        container.transition(from: old, to: new, duration: 0.25, options: [], animations: {
            log.add("animations")
        }, completion: { _ in
            log.add("completion")
            old.removeFromParent()
            new.didMove(toParent: container)
        })
        log.mark("advance 0.25")
        Simulator.advance(by: 0.25)

        #expect(Array(log.lines[start...]) == [
            "old.willMove(nil)",
            "new.willMove(container)",
            "old.viewWillDisappear",
            "new.viewWillAppear",
            "animations",
            "— advance 0.25 —",
            "new.viewDidAppear",
            "old.viewDidDisappear",
            "completion",
            "old.didMove(nil)",
            "new.didMove(container)",
        ])
    }
}
