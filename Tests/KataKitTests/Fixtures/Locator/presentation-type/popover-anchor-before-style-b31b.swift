// locator-case: the popover presentation controller is fetched and configured before modalPresentationStyle = .popover, so it is nil and the anchor goes nowhere; set the style first
// batch: 31
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// transitioningDelegate is weak: keep each custom presentation's delegate here.
@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("present(_:type:): \(self) is not on screen, not presenting \(controller)")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let target = navigation == .none ? controller : UINavigationController(rootViewController: controller)
            target.modalPresentationStyle = presentationStyle
            target.modalTransitionStyle = transitionStyle
            present(target, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            pushOrExplain(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let target = navigation == .none ? controller : UINavigationController(rootViewController: controller)
            showDetailViewController(target, sender: self)
        case let .custom(delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        if let popover = controller.popoverPresentationController { // locate-here
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
        controller.modalPresentationStyle = .popover // locate-here
        present(controller, animated: animated)
    }

    private func pushOrExplain(_ controller: UIViewController, animated: Bool) {
        guard !(controller is UINavigationController) else {
            print("Not pushing \(controller): a navigation controller cannot be pushed")
            return
        }
        guard let navigationController else {
            print("Not pushing \(controller): \(self) has no navigation controller")
            return
        }
        navigationController.pushViewController(controller, animated: animated)
    }
}
