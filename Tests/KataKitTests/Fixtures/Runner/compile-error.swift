import UIKitSim

final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect {
        return "below the header"
    }

    func displayContentController(_ content: UIViewController) {}
}
