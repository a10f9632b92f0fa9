// locator-case: presentPopover sets the anchor through controller.popoverPresentationController before modalPresentationStyle = .popover, when that controller is still nil, so no sourceView/barButtonItem is set; set .popover first, then the anchor
// batch: 34
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
        guard isViewLoaded, view.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = embedded(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            presentPopover(controller, config: config, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                print("Cannot push \(controller): it is a navigation controller. Presenting it instead.")
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
            TransitioningDelegateStore.shared.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
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

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}

/// Keeps custom transitioning delegates alive (transitioningDelegate is weak).
@MainActor
final class TransitioningDelegateStore {
    static let shared = TransitioningDelegateStore()
    private var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        kept[ObjectIdentifier(controller)] = delegate
    }
}
