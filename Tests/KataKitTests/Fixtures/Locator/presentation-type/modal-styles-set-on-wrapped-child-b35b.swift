// locator-case: with .withNavigation the two modal styles are set on the inner controller, not on the UINavigationController that is actually presented; set them on the wrapped controller returned by embedded(_:in:)
// batch: 35
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
        guard let window = viewIfLoaded?.window else {
            print("present(_:type:): \(self) is not in a window, so \(controller) is not shown.")
            return
        }
        _ = window
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            present(embedded(controller, in: navigation), animated: animated)
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
            } else if let navigation = navigationController {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, in: navigation), sender: self)
        case let .custom(delegate):
            TransitioningDelegateStore.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, in navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}

/// transitioningDelegate is weak: this keeps each one for its presented controller.
@MainActor
enum TransitioningDelegateStore {
    private static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    static func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}
