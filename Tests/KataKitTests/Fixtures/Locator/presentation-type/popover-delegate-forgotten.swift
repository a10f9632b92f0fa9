// locator-case: the popover is given its source and arrows but never config.delegate; popover?.delegate = config.delegate is missing
// batch: 22
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Keeps custom transitioning delegates alive: UIKit holds them weakly.
@MainActor
private var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("present(_:type:): \(self) is not in a window, nothing presented")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrap(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                print("present(_:type: .push): cannot push a navigation controller, presenting it instead")
                present(controller, animated: animated)
                return
            }
            guard let navigationController else {
                print("present(_:type: .push): no navigation controller, showing instead")
                show(controller, sender: self)
                return
            }
            navigationController.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrap(controller, navigation), sender: self)
        case let .custom(delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        popover?.permittedArrowDirections = config.arrowDirection // locate-here
        switch config.source { // locate-here
        case let .barButtonItem(item):
            popover?.barButtonItem = item
        case let .view(sourceView):
            popover?.sourceView = sourceView
            popover?.sourceRect = sourceView.bounds
        }
        present(controller, animated: animated)
    }

    private func wrap(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}
