// locator-case: .show decides by itself and presents modally instead of calling show(_:sender:)
// batch: 4
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// `transitioningDelegate` is weak: something must own the delegate while the presentation lasts.
@MainActor
private var keptTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Cannot present \(controller): \(self) is not in a window")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = embedded(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            if case let .barButtonItem(item) = config.source { popover.barButtonItem = item }
            if case let .view(source) = config.source {
                popover.sourceView = source
                popover.sourceRect = source.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            guard let navigation = navigationController, !(controller is UINavigationController) else {
                print("No navigation controller to push \(controller) on: showing it instead")
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)

        case .show:
            present(controller, animated: animated)  // locate-here

        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)

        case let .custom(delegate):
            keptTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}
