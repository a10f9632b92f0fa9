// locator-case: for showDetail the learner computes whether to wrap in a navigation controller the wrong way round, so .withNavigation shows the bare controller and .none wraps it
// batch: 11
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Custom presentations' delegates: `transitioningDelegate` is weak, so they are owned here.
@MainActor
private final class DelegateStore {
    static let shared = DelegateStore()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for presented: UIViewController) {
        delegates[ObjectIdentifier(presented)] = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        let inWindow = viewIfLoaded?.window != nil
        if !inWindow {
            print("Nothing presented: \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            if case let .barButtonItem(item) = config.source {
                popover?.barButtonItem = item
            } else if case let .view(source) = config.source {
                popover?.sourceView = source
                popover?.sourceRect = source.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            guard let navigation = navigationController, !(controller is UINavigationController) else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let needsNavigation = navigation == .none // locate-here
            let detail = needsNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            DelegateStore.shared.keep(delegate, for: controller)
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }
}
