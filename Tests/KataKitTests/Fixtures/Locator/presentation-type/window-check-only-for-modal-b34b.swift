// locator-case: the not-in-a-window check sits inside the .modal case only, so a popover or custom presentation from a controller in no window still calls present; move the guard above switch type
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
        switch type { // locate-here
        case let .modal(navigation, presentationStyle, transitionStyle):
            guard view.window != nil else { // locate-here
                print("Not presenting \(controller): \(self) is not on screen.")
                return
            }
            let presented = wrapIfNeeded(controller, navigation)
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
            present(presented, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            switch config.source {
            case let .barButtonItem(item):
                controller.popoverPresentationController?.barButtonItem = item
            case let .view(sourceView):
                controller.popoverPresentationController?.sourceView = sourceView
                controller.popoverPresentationController?.sourceRect = sourceView.bounds
            }
            controller.popoverPresentationController?.permittedArrowDirections = config.arrowDirection
            controller.popoverPresentationController?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                print("Refusing to push \(controller): a navigation controller cannot be pushed.")
                return
            }
            guard let navigationController else {
                print("No navigation controller around \(self); showing \(controller) instead of pushing.")
                show(controller, sender: self)
                return
            }
            navigationController.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrapIfNeeded(controller, navigation), sender: self)
        case let .custom(delegate):
            Self.keptDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    static var keptDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func wrapIfNeeded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        if case .withNavigation = navigation {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }
}
