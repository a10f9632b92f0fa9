// locator-case: checks for a window only in the modal case, so the other presentations still go ahead from a controller that is in no window
// batch: 9
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
private enum Keeper {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        switch type { // locate-here
        case let .modal(navigation, presentationStyle, transitionStyle):
            guard viewIfLoaded?.window != nil else { // locate-here
                print("Not presenting \(controller): \(self) is not in a window.")
                return
            }
            let shown = wrap(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            case let .view(source):
                popover?.sourceView = source
                popover?.sourceRect = source.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            guard let navigation = navigationController else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrap(controller, navigation), sender: self)
        case let .custom(delegate):
            Keeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func wrap(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}
