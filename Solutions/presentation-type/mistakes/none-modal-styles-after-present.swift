// mistake: none
// expect-rules: present-from-window
// source: locator batch 20 case modal-styles-set-after-present; uikit-semantics §12.10 (P 12–13; modalTransitionStyle: "To change the transition type, you must set this property before presenting the view controller.")
// The modal case calls present(_:animated:) first and sets modalPresentationStyle and
// modalTransitionStyle afterwards: UIKit read both at the call, so the presentation uses the old ones.
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
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard viewIfLoaded?.window != nil else {
            print("Cannot present \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            present(shown, animated: animated)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
        case let .popover(config):
            controller.modalPresentationStyle = .popover
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
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
