// mistake: H43
// expect-rules: push-needs-navigation
// source: docs/spec/mistakes.md H43 (research/presentation.md P 59, 80); locator batch 12 case push-accepts-navigation-controller
// The .push case checks only that a navigation controller exists, then pushes whatever it is
// given: a UINavigationController too, which UIKit refuses with an exception.
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private var keptTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Cannot present \(controller): \(self) has no window.")
            return
        }

        switch type {
        case .modal(let navigation, let presentationStyle, let transitionStyle):
            var shown = controller
            if case .withNavigation = navigation {
                shown = UINavigationController(rootViewController: controller)
            }
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case .barButtonItem(let item):
                popover?.barButtonItem = item
            case .view(let source):
                popover?.sourceView = source
                popover?.sourceRect = source.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            if let navigation = navigationController {
                navigation.pushViewController(controller, animated: animated)
            } else {
                print("No navigation controller around \(self): showing \(controller) instead of pushing it.")
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            switch navigation {
            case .none:
                showDetailViewController(controller, sender: self)
            case .withNavigation:
                showDetailViewController(UINavigationController(rootViewController: controller), sender: self)
            }

        case .custom(let delegate):
            keptTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
