// locator-case: for .modal the styles are set on controller before it is wrapped, so with .withNavigation the navigation controller that is presented keeps the default styles; set them on the presented (wrapped) controller
// batch: 22
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Keeps custom transitioning delegates alive: UIKit holds them weakly.
@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Cannot present \(controller): \(self) is not in a window")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            let presented = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            present(presented, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            switch config.source {
            case let .barButtonItem(item):
                popover.barButtonItem = item
            case let .view(sourceView):
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
            } else if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
