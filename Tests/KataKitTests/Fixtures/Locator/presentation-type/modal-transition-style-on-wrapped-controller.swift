// locator-case: For a modal with navigation the learner sets the transition style on the wrapped controller instead of on the UINavigationController that is presented, so the presentation uses the default transition; set modalTransitionStyle on the controller you present.
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

extension UIViewController {
    private static var keptDelegates: [UIViewControllerTransitioningDelegate] = []

    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        let onScreen = viewIfLoaded?.window != nil
        switch type {
        case .modal(let nav, let style, let transition):
            guard onScreen else { return refuse(controller) }
            let root: UIViewController = nav == .none ? controller : UINavigationController(rootViewController: controller)
            root.modalPresentationStyle = style
            controller.modalTransitionStyle = transition // locate-here
            present(root, animated: animated)
        case .popover(let config):
            guard onScreen else { return refuse(controller) }
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case .view(let v):
                    popover.sourceView = v
                    popover.sourceRect = CGRect(origin: .zero, size: v.bounds.size)
                case .barButtonItem(let b):
                    popover.barButtonItem = b
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            if let nav = navigationController, !(controller is UINavigationController) {
                nav.pushViewController(controller, animated: animated)
            } else if controller is UINavigationController {
                print("\(controller) is a navigation controller and cannot be pushed; nothing shown.")
            } else {
                print("\(self) has no navigation controller to push \(controller) onto; nothing shown.")
            }
        case .show:
            show(controller, sender: self)
        case .showDetail(let nav):
            showDetailViewController(nav == .none ? controller : UINavigationController(rootViewController: controller), sender: self)
        case .custom(let delegate):
            guard onScreen else { return refuse(controller) }
            Self.keptDelegates.append(delegate)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func refuse(_ controller: UIViewController) {
        print("Not presenting \(controller): \(self) is in no window.")
    }
}
