import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §12.7: show(_:sender:), showDetailViewController(_:sender:), targetViewController.
@Suite(.serialized, .freshSimulator) @MainActor
struct ShowTests {
    @Test("§12.7 show from a child of a navigation controller finds it with targetViewController and pushes")
    func showPushesInNavigation() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        TestWorld.show(nav)
        Simulator.runUntilIdle()
        #expect(root.targetViewController(forAction: Selector(("showViewController:sender:")), sender: nil) === nav)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        Simulator.runUntilIdle()
        #expect(nav.viewControllers == [root, detail] && root.presentedViewController == nil)
    }

    @Test("§12.7 with no container that handles it, show and showDetailViewController present modally")
    func showPresentsWithoutContainer() {
        let root = UIViewController()
        TestWorld.show(root)
        #expect(root.targetViewController(forAction: Selector(("showViewController:sender:")), sender: nil) == nil)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        Simulator.runUntilIdle()
        #expect(root.presentedViewController === detail)
        detail.dismiss(animated: false)
        Simulator.runUntilIdle()
        let nav = UINavigationController(rootViewController: UIViewController())
        let other = UIViewController()
        TestWorld.add(nav, to: root)
        Simulator.runUntilIdle()
        nav.topViewController?.showDetailViewController(other, sender: nil)   // a navigation controller does not handle showDetail
        Simulator.runUntilIdle()
        #expect(root.presentedViewController === other && nav.viewControllers.count == 1)
    }

    @Test("§12.7 a container that overrides targetViewController(forAction:sender:) receives show")
    func customTarget() {
        let container = ShowingContainer()
        TestWorld.show(container)
        let child = UIViewController()
        TestWorld.add(child, to: container)
        child.show(UIViewController(), sender: nil)
        Simulator.runUntilIdle()
        #expect(container.shown == 1 && container.presentedViewController == nil)
    }
}

@MainActor
final class ShowingContainer: UIViewController {
    var shown = 0
    override func show(_ vc: UIViewController, sender: Any?) { shown += 1 }
    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        "\(action)" == "showViewController:sender:" ? self : super.targetViewController(forAction: action, sender: sender)
    }
}
