import UIKitSim
import Testing

/// Declares its own passing tests, named like the grader's, while the grader's own checks fail.
final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect { view.bounds }

    func displayContentController(_ content: UIViewController) {}
}

@Test func childIsInChildrenOnce() { #expect(true) }
@Test func childViewIsInContainerView() { #expect(true) }

@Suite struct AddChildGraderTests {
    @Test func childIsInChildrenOnce() { #expect(1 + 1 == 2) }
    @Test func childViewIsInContainerView() { #expect(true) }
}
