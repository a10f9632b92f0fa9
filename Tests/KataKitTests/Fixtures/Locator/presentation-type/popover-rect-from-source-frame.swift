// locator-case: gives the popover its source view's frame as sourceRect, a rectangle in the superview's coordinates instead of the source view's own bounds
// batch: 9
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
private enum DelegateStore {
    static var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard let window = viewIfLoaded?.window else {
            print("Cannot present \(controller): \(self) has no window.")
            return
        }
        _ = window
        switch type {
        case let .modal(navigation, style, transition):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            case let .view(source):
                popover?.sourceView = source
                popover?.sourceRect = source.frame // locate-here
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(target, sender: self)
        case let .custom(delegate):
            DelegateStore.kept[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
