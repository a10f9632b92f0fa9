import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §4: UIViewControllerHierarchyInconsistency.
@Suite(.serialized, .freshSimulator) @MainActor
struct HierarchyInconsistencyTests {
    @Test("§4.1 addSubview of a child's view into another controller's hierarchy raises, with no effect")
    func wrongHierarchyRaises() {
        let root = UIViewController()
        TestWorld.show(root)
        let parent = UIViewController()
        let other = UIViewController()
        TestWorld.add(parent, to: root)
        TestWorld.add(other, to: root)
        let child = UIViewController()
        parent.addChild(child)
        other.view.addSubview(child.view)
        #expect(TestWorld.exceptions == [Diagnostic(
            kind: .exception(name: "UIViewControllerHierarchyInconsistency"),
            text: "child view controller:\(child.description) should have parent view controller:\(other.description) but actual parent is:\(parent.description)")])
        #expect(child.view.superview == nil)
    }

    @Test("§4.1 with no controller above the new superview the expected parent reads (null)")
    func nullExpectedParent() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        window.addSubview(child.view)
        #expect(TestWorld.exceptions.map(\.text) == [
            "child view controller:\(child.description) should have parent view controller:(null) but actual parent is:\(parent.description)"])
    }

    @Test("§4.2 addChild while the view is still in another controller's on-screen hierarchy raises (even with no parent)")
    func reparentWithViewStillInside() {
        let root = UIViewController()
        TestWorld.show(root)
        let oldParent = UIViewController()
        let newParent = UIViewController()
        TestWorld.add(oldParent, to: root)
        TestWorld.add(newParent, to: root)
        let child = UIViewController()
        TestWorld.add(child, to: oldParent)
        child.willMove(toParent: nil)
        child.removeFromParent()                   // parent is nil now, the view still inside
        newParent.addChild(child)
        #expect(TestWorld.exceptions.map(\.text) == [
            "child view controller:\(child.description) should have parent view controller:\(oldParent.description) but requested parent is:\(newParent.description)"])
        #expect(child.parent == nil && newParent.children.isEmpty)
    }

    @Test("§4.3 adding the view of a controller with no parent does not raise and still gets window-driven appearance")
    func viewWithoutParentIsSilent() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let orphan = RecordingViewController("orphan", log: log)
        container.view.addSubview(orphan.view)
        Simulator.runLoopTurn()
        #expect(Simulator.diagnostics.isEmpty)
        #expect(orphan.parent == nil && container.children.isEmpty)
        #expect(Array(log.lines.suffix(3)) == ["orphan.viewDidLoad", "orphan.viewWillAppear", "orphan.viewDidAppear"])
    }

    @Test("§4.3 didMove before addSubview does not raise")
    func didMoveBeforeAddSubview() {
        let container = UIViewController()
        TestWorld.show(container)
        let child = UIViewController()
        container.addChild(child)
        child.didMove(toParent: container)
        container.view.addSubview(child.view)
        Simulator.runLoopTurn()
        #expect(Simulator.diagnostics.isEmpty)
        #expect(child.view.superview === container.view)
    }
}
