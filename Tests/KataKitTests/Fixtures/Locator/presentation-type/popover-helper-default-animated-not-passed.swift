// locator-case: The learner's popover case calls a presentAsPopover helper whose animated parameter defaults to true and does not pass animated through, so popovers are always animated; pass animated: animated.
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
private var keptTransitionDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("present(_:type:) ignored: \(self) is not in a window")
            return
        }

        switch type {
        case .modal(let navigation, let style, let transition):
            let target = navigation == .withNavigation
                ? UINavigationController(rootViewController: controller)
                : controller
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)

        case .popover(let config):
            presentAsPopover(controller, config: config) // locate-here

        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else if controller is UINavigationController {
                present(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            let target = navigation == .withNavigation
                ? UINavigationController(rootViewController: controller)
                : controller
            showDetailViewController(target, sender: self)

        case .custom(let delegate):
            keptTransitionDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool = true) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        switch config.source {
        case .barButtonItem(let item):
            popover.barButtonItem = item
        case .view(let anchor):
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }
}
