// locator-case: .modal sets the presentation and transition styles on the inner controller before wrapping it; they belong on what is presented (the UINavigationController for .withNavigation)
// batch: 23
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
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, so \(controller) is not shown.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            present(embedded(controller, navigation), animated: animated)
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
                print("present(_:type: .push): cannot push a navigation controller, presenting it instead.")
                present(controller, animated: animated)
            } else if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)
        case let .custom(delegate):
            TransitioningDelegateStore.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}

/// transitioningDelegate is weak: this keeps each custom presentation's delegate alive.
@MainActor
enum TransitioningDelegateStore {
    private static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    static func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        delegates[ObjectIdentifier(controller)] = delegate
    }
}
