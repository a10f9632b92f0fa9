// locator-case: the popover helper sets the anchor before modalPresentationStyle = .popover, when popoverPresentationController is still nil; set the style first
// batch: 27
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

extension UIViewController {
    private static var retainedTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("Cannot present \(controller): \(self) is not in the window hierarchy.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = embedded(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                present(controller, animated: animated)
                return
            }
            if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)
        case let .custom(delegate):
            Self.retainedTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        let popover = controller.popoverPresentationController
        switch config.source {
        case let .barButtonItem(item):
            popover?.barButtonItem = item
        case let .view(sourceView):
            popover?.sourceView = sourceView
            popover?.sourceRect = sourceView.bounds
        }
        popover?.permittedArrowDirections = config.arrowDirection
        popover?.delegate = config.delegate
        controller.modalPresentationStyle = .popover // locate-here
        present(controller, animated: animated)
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}
