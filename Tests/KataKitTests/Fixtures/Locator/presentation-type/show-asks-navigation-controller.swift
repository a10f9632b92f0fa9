// locator-case: the .show case asks navigationController?.show, which does nothing at all when there is no navigation controller, instead of letting the presenter's show(_:sender:) decide
// batch: 9
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
private enum TransitioningDelegateKeeper {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
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
            let shown = navigated(controller, navigation)
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
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            navigationController?.show(controller, sender: self) // locate-here
        case let .showDetail(navigation):
            showDetailViewController(navigated(controller, navigation), sender: self)
        case let .custom(delegate):
            TransitioningDelegateKeeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func navigated(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}
