// locator-case: the popover's guard on popoverPresentationController runs before modalPresentationStyle is set to .popover, so the controller is still nil and every popover returns without presenting; set the style first, then read the popover controller.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif


// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private final class DelegateStore {
    static let shared = DelegateStore()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("present(_:type:) ignored: \(self) has no window")
            return
        }
        switch type {
        case let .modal(navigation, presentation, transition):
            let presented = navigation == .none ? controller : UINavigationController(rootViewController: controller)
            presented.modalPresentationStyle = presentation
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)
        case let .popover(config):
            guard let popover = controller.popoverPresentationController else { return } // locate-here
            controller.modalPresentationStyle = .popover // locate-here
            if case let .barButtonItem(item) = config.source {
                popover.barButtonItem = item
            }
            if case let .view(sourceView) = config.source {
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
            popover.delegate = config.delegate
            popover.permittedArrowDirections = config.arrowDirection
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                print("Not pushing \(controller): a navigation controller cannot be pushed; presenting it.")
                present(controller, animated: animated)
            } else if let navigationController {
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
            DelegateStore.shared.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
