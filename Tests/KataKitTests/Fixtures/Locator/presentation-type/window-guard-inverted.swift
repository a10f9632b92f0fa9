// locator-case: The learner's not-in-a-window check is inverted: it refuses every presenter that is on screen and goes ahead for the one in no window.
// batch: 10
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private enum Keeper {
    static var transitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window == nil else { // locate-here
            print("Refusing to present \(controller): \(self) is not in the window hierarchy.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .none ? controller : UINavigationController(rootViewController: controller)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case let .barButtonItem(item): popover.barButtonItem = item
                case let .view(source):
                    popover.sourceView = source
                    popover.sourceRect = source.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController || navigationController == nil {
                show(controller, sender: self)
            } else {
                navigationController?.pushViewController(controller, animated: animated)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let shown = navigation == .none ? controller : UINavigationController(rootViewController: controller)
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            Keeper.transitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
