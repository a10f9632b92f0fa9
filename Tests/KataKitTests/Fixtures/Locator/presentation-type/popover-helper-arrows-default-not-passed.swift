// locator-case: the popover helper's arrows parameter has a default of .any and the view-source call does not pass config.arrowDirection, so those popovers allow any arrow; the call should pass arrows: config.arrowDirection
// batch: 21
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
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard isViewLoaded, view.window != nil else {
            print("\(self) is not in a window; not showing \(controller)")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let presented = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
            present(presented, animated: animated)
        case let .popover(config):
            switch config.source {
            case let .view(source):
                presentPopover(controller, anchor: source, delegate: config.delegate, animated: animated) // locate-here
            case let .barButtonItem(item):
                controller.modalPresentationStyle = .popover
                let popover = controller.popoverPresentationController
                popover?.barButtonItem = item
                popover?.permittedArrowDirections = config.arrowDirection
                popover?.delegate = config.delegate
                present(controller, animated: animated)
            }
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
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            UIViewController.heldTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private static var heldTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func presentPopover(_ controller: UIViewController, anchor: UIView, arrows: UIPopoverArrowDirection = .any,
                                delegate: UIPopoverPresentationControllerDelegate?, animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        popover.sourceView = anchor
        popover.sourceRect = anchor.bounds
        popover.permittedArrowDirections = arrows
        popover.delegate = delegate
        present(controller, animated: animated)
    }
}
