// locator-case: presentCustom only sets transitioningDelegate, which is weak, and keeps no strong reference to the delegate (e.g. a static dictionary keyed by the controller), so it is gone before UIKit asks it
// batch: 29
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard isViewLoaded, view.window != nil else {
            print("Cannot show \(controller): \(self) is not on screen.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = presentationStyle
            target.modalTransitionStyle = transitionStyle
            present(target, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                if case let .view(source) = config.source {
                    popover.sourceView = source
                    popover.sourceRect = source.bounds
                } else if case let .barButtonItem(item) = config.source {
                    popover.barButtonItem = item
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
            } else if let navigation = navigationController {
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
            presentCustom(controller, delegate: delegate, animated: animated)
        }
    }

    private func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate, animated: Bool) {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate // locate-here
        present(controller, animated: animated) // locate-here
    }
}
