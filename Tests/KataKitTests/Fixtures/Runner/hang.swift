import UIKitSim

final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect { view.bounds }

    func displayContentController(_ content: UIViewController) {
        var spins = 0
        while spins >= 0 { spins = (spins + 1) % 1000 }
    }
}
