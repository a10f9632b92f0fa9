// mistake: H42
// expect-rules: custom-needs-delegate
// source: docs/spec/mistakes.md H42; docs/spec/research/presentation.md P 12–14 (the presentation controller is made before presenting, from the style then); locator batch 10 case custom-style-after-present
// .custom and the transitioning delegate are set after present(_:animated:): UIKit made a sheet's
// presentation controller at that call and never asks the delegate.
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Holds transitioning delegates while their presentations last (transitioningDelegate is weak).
@MainActor
private final class DelegateKeeper {
    static let shared = DelegateKeeper()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, nothing shown")
            return
        }
        switch type {
        case let .modal(navigation, style, transition):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            case let .view(anchor):
                popover?.sourceView = anchor
                popover?.sourceRect = anchor.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let detail = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .custom(delegate):
            DelegateKeeper.shared.keep(delegate, for: controller)
            present(controller, animated: animated)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
        }
    }
}
