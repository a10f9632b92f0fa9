import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §1: parent and child.
@Suite(.serialized, .freshSimulator) @MainActor
struct ParentChildTests {
    @Test("§1.1 children keeps insertion order")
    func childrenOrder() {
        let parent = UIViewController()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        parent.addChild(b)
        parent.addChild(a)
        parent.addChild(c)
        #expect(parent.children.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        #expect(a.parent === parent)
    }

    @Test("§1.2 addChild appends, sets parent, calls willMove(toParent: self) with parent already set, never didMove")
    func addChildCalls() {
        let log = CallLog()
        let parent = RecordingViewController("parent", log: log)
        let child = ParentSpy("child", log: log)
        parent.addChild(child)
        #expect(log.lines == ["child.willMove(parent)"])
        #expect(child.parentInsideWillMove === parent)
        #expect(parent.children.count == 1 && child.parent === parent)
    }

    @Test("§1.2 addChild of a child that has a parent first removes it: willMove(nil), removeFromParent (didMove(nil)), then willMove(new)")
    func addChildReparents() {
        let log = CallLog()
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let child = RecordingViewController("child", log: log)
        first.addChild(child)
        let start = log.lines.count
        second.addChild(child)
        #expect(Array(log.lines[start...]) == ["child.willMove(nil)", "child.didMove(nil)", "child.willMove(second)"])
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1 && child.parent === second)
    }

    @Test("§1.2 adding the same child again to the same parent repeats its callbacks (mistake A9)")
    func addChildTwice() {
        let log = CallLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        parent.addChild(child)
        parent.addChild(child)
        #expect(log.lines == ["child.willMove(parent)", "child.willMove(nil)", "child.didMove(nil)", "child.willMove(parent)"])
        #expect(parent.children.count == 1)
    }

    @Test("§1.3 removeFromParent removes, clears parent, then calls didMove(nil); never willMove, touches no view")
    func removeFromParent() {
        let log = CallLog()
        let parent = RecordingViewController("parent", log: log)
        TestWorld.show(parent)
        let child = ParentSpy("child", log: log)
        TestWorld.add(child, to: parent)
        let start = log.lines.count
        child.removeFromParent()
        #expect(Array(log.lines[start...]) == ["child.didMove(nil)"])
        #expect(child.parentInsideDidMove == nil)
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.view.superview === parent.view)
    }

    @Test("§1.3 removeFromParent with no parent does nothing")
    func removeWithoutParent() {
        let log = CallLog()
        let child = RecordingViewController("child", log: log)
        let before = Simulator.journal.entries.count
        child.removeFromParent()
        #expect(log.lines.isEmpty)
        #expect(Simulator.journal.entries.count == before)
    }

    @Test("§1.4 base willMove/didMove set and clear the moving state; an override that skips super breaks isMovingToParent")
    func overrideSkippingSuperBreaksMoving() {
        let container = UIViewController()
        TestWorld.show(container)
        let good = MovingProbe()
        let bad = NoSuperWillMove()
        TestWorld.add(good, to: container)
        TestWorld.add(bad, to: container)
        Simulator.runLoopTurn()
        #expect(good.seen == ["viewWillAppear": true, "viewDidAppear": true])
        #expect(bad.seen == ["viewWillAppear": false, "viewDidAppear": false])
    }

    @Test("§1.5 isMovingToParent is true only inside appearance caused by being added")
    func movingToParentOnlyOnAdd() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        Simulator.runLoopTurn()
        #expect(child.movingToParentSeen == ["viewWillAppear": true, "viewDidAppear": true])
        #expect(child.isMovingToParent == false)

        // Appearing again because the container's view comes back is not a move.
        let window = container.view.window
        window?.isHidden = true
        Simulator.runLoopTurn()
        window?.isHidden = false
        Simulator.runLoopTurn()
        #expect(child.movingToParentSeen == ["viewWillAppear": false, "viewDidAppear": false])
        #expect(child.movingFromParentSeen == ["viewWillDisappear": false, "viewDidDisappear": false])
    }

    @Test("§1.5 isMovingFromParent is true only inside the disappearance caused by removal")
    func movingFromParentOnRemove() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        Simulator.runLoopTurn()
        TestWorld.remove(child)
        Simulator.runLoopTurn()
        #expect(child.movingFromParentSeen == ["viewWillDisappear": true, "viewDidDisappear": true])
        #expect(child.isMovingFromParent == false)
    }

    @Test("§1.6 a view belongs to at most one controller")
    func viewBelongsToOneController() {
        let first = UIViewController()
        let second = UIViewController()
        let shared = first.view!
        second.view = shared
        #expect(TestWorld.exceptions.count == 1)
        #expect(TestWorld.exceptions.first?.name == "UIViewControllerHierarchyInconsistency")
        #expect(TestWorld.exceptions.first?.text.hasPrefix("A view can only be associated with at most one view controller at a time!") == true)
        #expect(second.view !== shared)
    }
}

/// Records what `parent` was while `willMove`/`didMove` ran.
@MainActor
final class ParentSpy: RecordingViewController {
    var parentInsideWillMove: UIViewController?
    var parentInsideDidMove: UIViewController? = UIViewController()

    override func willMove(toParent parent: UIViewController?) {
        parentInsideWillMove = self.parent
        super.willMove(toParent: parent)
    }

    override func didMove(toParent parent: UIViewController?) {
        parentInsideDidMove = self.parent
        super.didMove(toParent: parent)
    }
}

@MainActor
class MovingProbe: UIViewController {
    var seen: [String: Bool] = [:]
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        seen["viewWillAppear"] = isMovingToParent
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        seen["viewDidAppear"] = isMovingToParent
    }
}

@MainActor
final class NoSuperWillMove: MovingProbe {
    override func willMove(toParent parent: UIViewController?) {}
}
