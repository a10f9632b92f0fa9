// locator-case: the .withNavigation path of the modal case sets the navigation controller's modalPresentationStyle but never its modalTransitionStyle; add nav.modalTransitionStyle = transitionStyle before presenting
// batch: 20
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum TransitioningDelegateKeeper {
    static var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(self) has no window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            presentModal(controller, navigation, presentationStyle, transitionStyle, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else {
                present(controller, animated: animated)
                return
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            switch config.source {
            case let .barButtonItem(item):
                popover.barButtonItem = item
            case let .view(sourceView):
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
                return
            }
            guard let navigation = navigationController else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)

        case .show:
            show(controller, sender: self)

        case let .showDetail(navigation):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)

        case let .custom(delegate):
            TransitioningDelegateKeeper.kept[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentModal(_ controller: UIViewController, _ navigation: NavigationStyle,
                              _ presentationStyle: UIModalPresentationStyle,
                              _ transitionStyle: UIModalTransitionStyle, animated: Bool) {
        guard navigation == .withNavigation else {
            controller.modalPresentationStyle = presentationStyle
            controller.modalTransitionStyle = transitionStyle
            present(controller, animated: animated)
            return
        }
        let nav = UINavigationController(rootViewController: controller)
        nav.modalPresentationStyle = presentationStyle // locate-here
        present(nav, animated: animated) // locate-here
    }
}
