// locator-case: the unwrapped (.none) branch of .modal sets only modalPresentationStyle and forgets modalTransitionStyle; set controller.modalTransitionStyle = transitionStyle before present
// batch: 25
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum KeptDelegates {
    static var byPresented: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard isViewLoaded, view.window != nil else {
            print("present(_:type:): \(self) is not in a window, nothing presented.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            if navigation == .withNavigation {
                let navigationController = UINavigationController(rootViewController: controller)
                navigationController.modalPresentationStyle = presentationStyle
                navigationController.modalTransitionStyle = transitionStyle
                present(navigationController, animated: animated)
            } else {
                controller.modalPresentationStyle = presentationStyle // locate-here
                present(controller, animated: animated) // locate-here
            }
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case let .barButtonItem(item):
                    popover.barButtonItem = item
                case let .view(source):
                    popover.sourceView = source
                    popover.sourceRect = source.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
                return
            }
            guard let navigation = navigationController else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrapped(controller, navigation), sender: self)
        case let .custom(delegate):
            KeptDelegates.byPresented[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func wrapped(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}
