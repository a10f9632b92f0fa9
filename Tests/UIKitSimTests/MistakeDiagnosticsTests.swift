import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// The [EXC] and [WARN] mistakes of mistakes.md produce UIKit's exact text.
@Suite(.serialized, .freshSimulator) @MainActor
struct MistakeDiagnosticsTests {
    private static let selector =
        "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"

    @Test("mistake A7: re-parenting while the view is still inside the old container raises should have parent… but requested parent is…")
    func a7() {
        let root = UIViewController()
        TestWorld.show(root)
        let oldContainer = UIViewController(), newContainer = UIViewController()
        TestWorld.add(oldContainer, to: root)
        TestWorld.add(newContainer, to: root)
        let vc = UIViewController()
        TestWorld.add(vc, to: oldContainer)
        newContainer.addChild(vc)
        #expect(TestWorld.exceptions == [Diagnostic(
            kind: .exception(name: "UIViewControllerHierarchyInconsistency"),
            text: "child view controller:\(vc.description) should have parent view controller:\(oldContainer.description) but requested parent is:\(newContainer.description)")])
        #expect(vc.parent === oldContainer)
    }

    @Test("mistake C13: a second swap while the first animates ends in Unbalanced calls… (WARN case)")
    func c13Warning() {
        let container = UIViewController()
        TestWorld.show(container)
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        TestWorld.add(a, to: container)
        Simulator.runLoopTurn()
        func swap(_ old: UIViewController, _ new: UIViewController) {
            old.willMove(toParent: nil)
            container.addChild(new)
            container.transition(from: old, to: new, duration: 0.25, animations: {}, completion: { _ in
                old.removeFromParent()
                new.didMove(toParent: container)
            })
        }
        swap(a, b)
        Simulator.advance(by: 0.1)
        swap(b, c)                       // tapped again before the first completion
        Simulator.runUntilIdle()
        #expect(TestWorld.warnings.contains("Unbalanced calls to begin/end appearance transitions for \(b.description)."))
    }

    @Test("mistake C13: a stale 'current' after an async swap raises Children view controllers … must have a common parent (EXC case)")
    func c13Exception() {
        let container = UIViewController()
        TestWorld.show(container)
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        TestWorld.add(a, to: container)
        a.willMove(toParent: nil)
        container.addChild(b)
        container.transition(from: a, to: b, duration: 0.25, animations: {}, completion: { _ in
            a.removeFromParent()
            b.didMove(toParent: container)
        })
        Simulator.runUntilIdle()
        container.addChild(c)
        container.transition(from: a, to: c, duration: 0.25, animations: {}, completion: nil)
        #expect(TestWorld.exceptions.map(\.text) == [
            "Children view controllers \(a.description) and \(c.description) must have a common parent view controller when calling \(Self.selector)"])
    }

    @Test("mistake C15: transition to a controller that was not added raises NSInvalidArgumentException")
    func c15() {
        let container = UIViewController()
        TestWorld.show(container)
        let old = UIViewController(), new = UIViewController()
        TestWorld.add(old, to: container)
        container.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve], animations: nil)
        #expect(TestWorld.exceptions.first?.name == "NSInvalidArgumentException")
        #expect(TestWorld.exceptions.first?.text == "Children view controllers \(old.description) and \(new.description) must have a common parent view controller when calling \(Self.selector)")
    }

    @Test("mistake D20: calling viewWillAppear/viewDidAppear directly logs Calling -viewWillAppear: directly…")
    func d20() {
        let controller = UIViewController()
        controller.viewWillAppear(true)
        controller.viewDidAppear(true)
        #expect(TestWorld.warnings == [
            "Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks.",
            "Calling -viewDidAppear: directly on a view controller is not supported, and may result in out-of-order callbacks.",
        ])
    }

    @Test("mistake D22: end on a controller that was never begun logs Unbalanced calls…")
    func d22() {
        let current: UIViewController? = nil
        let new = UIViewController()
        current?.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        new.endAppearanceTransition()
        new.endAppearanceTransition()
        #expect(TestWorld.warnings == ["Unbalanced calls to begin/end appearance transitions for \(new.description)."])
    }

    @Test("mistake D24 (WARN case): reversing on cancel and still ending the original begin logs Unbalanced calls…")
    func d24() {
        let container = ManualContainer("container", log: CallLog())
        let old = UIViewController(), new = UIViewController()
        TestWorld.add(old, to: container)
        TestWorld.add(new, to: container)
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        // cancelled: reverse each…
        old.beginAppearanceTransition(true, animated: true)
        new.beginAppearanceTransition(false, animated: true)
        // …then end both the reversal and (wrongly) the original.
        old.endAppearanceTransition()
        new.endAppearanceTransition()
        old.endAppearanceTransition()
        #expect(TestWorld.warnings == ["Unbalanced calls to begin/end appearance transitions for \(old.description)."])
    }
}
