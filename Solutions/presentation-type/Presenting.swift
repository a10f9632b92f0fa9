#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// `transitioningDelegate` is weak: something must own the delegate while the presentation lasts.
@MainActor
private enum KeptTransitioningDelegates {
    static var byPresented: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrapped(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)

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
                // UIKit refuses to push a navigation controller (and `show` here would push it).
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
            KeptTransitioningDelegates.byPresented[ObjectIdentifier(controller)] = delegate
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
