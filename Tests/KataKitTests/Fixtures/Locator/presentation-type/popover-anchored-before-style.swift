// locator-case: a popover helper sets the anchor, arrows and delegate before the popover style, when popoverPresentationController is still nil
// batch: 4
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Keeps each custom presentation's transitioning delegate alive (UIKit holds it weakly).
@MainActor
private final class DelegateKeeper {
    static let shared = DelegateKeeper()
    var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard let window = viewIfLoaded?.window else {
            print("present(_:type:): \(self) is in no window, so \(controller) is not shown")
            return
        }
        _ = window
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let presented = navigation == .withNavigation
                ? UINavigationController(rootViewController: controller) : controller
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
            present(presented, animated: animated)
        case let .popover(config):
            anchorPopover(of: controller, with: config)  // locate-here
            controller.modalPresentationStyle = .popover  // locate-here
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
            let shown = navigation == .withNavigation
                ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            DelegateKeeper.shared.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    /// Points the popover at its source, with the config's arrows and delegate.
    private func anchorPopover(of controller: UIViewController, with config: PopoverConfig) {
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
    }
}
