// locator-case: wraps the controller in a UINavigationController for showDetail whatever NavigationStyle says
// batch: 9
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
private final class KeptDelegates {
    static var byController: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, nothing shown")
            return
        }
        switch type {
        case let .modal(style, presentation, transition):
            let shown = embedded(controller, style)
            shown.modalPresentationStyle = presentation
            shown.modalTransitionStyle = transition
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            if case let .view(source) = config.source {
                popover.sourceView = source
                popover.sourceRect = source.bounds
            } else if case let .barButtonItem(item) = config.source {
                popover.barButtonItem = item
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            guard let navigation = navigationController else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case .showDetail:
            showDetailViewController(UINavigationController(rootViewController: controller), sender: self) // locate-here
        case let .custom(delegate):
            KeptDelegates.byController[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ style: NavigationStyle) -> UIViewController {
        if case .withNavigation = style { return UINavigationController(rootViewController: controller) }
        return controller
    }
}
