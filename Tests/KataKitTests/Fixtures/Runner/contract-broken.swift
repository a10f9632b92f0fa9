import UIKitSim

final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect { view.bounds }

    // Renamed: the kata requires `displayContentController(_:)`.
    func display(_ content: UIViewController) {}
}
