import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §6: preferred content size and size transitions.
@Suite(.serialized, .freshSimulator) @MainActor
struct ContentSizeTests {
    @Test("§6.1 a new preferredContentSize synchronously calls parent.preferredContentSizeDidChange; the same value does nothing")
    func preferredSizeMessaging() {
        let parent = SizingContainer()
        let child = UIViewController()
        TestWorld.add(child, to: parent)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.changes.count == 1 && parent.changes.first === child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.changes.count == 1)
        child.preferredContentSize = CGSize(width: 320, height: 300)
        #expect(parent.changes.count == 2)
        let orphan = UIViewController()
        orphan.preferredContentSize = CGSize(width: 1, height: 1)   // no parent: nothing to tell
        #expect(parent.changes.count == 2)
    }

    @Test("§6.2 the default preferredContentSizeDidChange does nothing: the container decides the size")
    func defaultDoesNothing() {
        let parent = UIViewController()
        TestWorld.show(parent)
        let child = UIViewController()
        TestWorld.add(child, to: parent)
        let frame = child.view.frame
        child.preferredContentSize = CGSize(width: 100, height: 100)
        Simulator.runUntilIdle()
        #expect(child.view.frame == frame)
        #expect(parent.preferredContentSize == .zero)
    }

    @Test("§6.3 size(forChildContentContainer:withParentContainerSize:) defaults to the parent size")
    func sizeForChildDefault() {
        let parent = UIViewController()
        let child = UIViewController()
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20))
                == CGSize(width: 10, height: 20))
    }

    @Test("§6.3 the default viewWillTransition asks size(forChild…) once per child and forwards only to children whose size changes")
    func defaultViewWillTransition() {
        let parent = SizingContainer()
        let window = TestWorld.show(parent)
        let same = SizeSpy(), changing = SizeSpy()
        TestWorld.add(same, to: parent, frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        TestWorld.add(changing, to: parent)
        parent.answers[ObjectIdentifier(same)] = CGSize(width: 844, height: 390)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(parent.asked.map(ObjectIdentifier.init) == [same, changing].map(ObjectIdentifier.init))
        #expect(same.transitions.isEmpty)
        #expect(changing.transitions == [CGSize(width: 844, height: 390)])
        Simulator.runUntilIdle()
        #expect(parent.view.frame.size == CGSize(width: 844, height: 390))
    }

    @Test("§6.3 an override that skips super forwards nothing (mistake D26)")
    func overrideWithoutSuper() {
        let parent = NoSuperTransition()
        let window = TestWorld.show(parent)
        let child = SizeSpy()
        TestWorld.add(child, to: parent)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(child.transitions.isEmpty)
    }
}

@MainActor
final class SizingContainer: UIViewController {
    var changes: [UIContentContainer] = []
    var asked: [UIViewController] = []
    var answers: [ObjectIdentifier: CGSize] = [:]
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        changes.append(container)
    }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if let child = container as? UIViewController { asked.append(child) }
        if let child = container as? UIViewController, let answer = answers[ObjectIdentifier(child)] { return answer }
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
}

@MainActor
final class SizeSpy: UIViewController {
    var transitions: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
    }
}

@MainActor
final class NoSuperTransition: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
}
