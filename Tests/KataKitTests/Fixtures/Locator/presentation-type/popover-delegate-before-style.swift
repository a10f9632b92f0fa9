// locator-case: hands the popover its delegate before setting the .popover style, when popoverPresentationController is still nil
// batch: 8
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// `transitioningDelegate` is weak: something must own the delegate while the presentation lasts.
@MainActor
private enum KeptTransitioningDelegates {
    static var byPresented: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrapped(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)

        case let .popover(config):
            controller.popoverPresentationController?.delegate = config.delegate  // locate-here
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case let .barButtonItem(item):
                    popover.barButtonItem = item
                case let .view(source):
                    popover.sourceView = source
                    popover.sourceRect = source.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
            }
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
            showDetailViewController(wrapped(controller, navigation), sender: self)

        case let .custom(delegate):
            KeptTransitioningDelegates.byPresented[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func wrapped(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}
