// locator-case: with no navigation controller, .push just returns: no show(_:sender:) fallback and not a word on the console
// batch: 5
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Keeps each custom presentation's transitioning delegate alive (UIKit holds it weakly).
@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard let window = viewIfLoaded?.window else {
            print("present(_:type:): \(self) is not in a window, so \(controller) is not shown.")
            return
        }
        _ = window
        switch type {
        case let .modal(style, presentationStyle, transitionStyle):
            let presented = embedded(controller, style)
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
            present(presented, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { break }
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
            guard let navigation = navigationController, !(controller is UINavigationController) else { return }  // locate-here
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(style):
            showDetailViewController(embedded(controller, style), sender: self)
        case let .custom(delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ style: NavigationStyle) -> UIViewController {
        style == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}
