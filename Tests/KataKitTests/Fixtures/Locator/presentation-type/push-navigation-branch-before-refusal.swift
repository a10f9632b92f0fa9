// locator-case: the push case pushes whenever there is a navigation controller, before checking whether the controller is itself a UINavigationController; test controller is UINavigationController first (present it or refuse)
// batch: 20
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Holds on to custom transitioning delegates (UIKit only keeps a weak reference).
@MainActor
private final class DelegateStore {
    static var delegates: [UIViewControllerTransitioningDelegate] = []
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        if viewIfLoaded?.window == nil {
            print("\(self) is not in the window hierarchy; \(controller) was not presented.")
            return
        }
        switch type {
        case .modal(let navigation, let presentationStyle, let transitionStyle):
            var shown = controller
            if navigation == .withNavigation {
                shown = UINavigationController(rootViewController: controller)
            }
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case .popover(let config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            switch config.source {
            case .barButtonItem(let item):
                popover.barButtonItem = item
            case .view(let sourceView):
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if let navigation = navigationController { // locate-here
                navigation.pushViewController(controller, animated: animated)
            } else if controller is UINavigationController { // locate-here
                present(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case .showDetail(let navigation):
            var shown = controller
            if navigation == .withNavigation {
                shown = UINavigationController(rootViewController: controller)
            }
            showDetailViewController(shown, sender: self)
        case .custom(let delegate):
            DelegateStore.delegates.append(delegate)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
