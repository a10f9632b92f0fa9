// locator-case: .push calls navigationController?.pushViewController without checking it, so with no navigation controller nothing happens and nothing is said; guard let navigationController, else show(_:sender:) or print why
// batch: 32
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
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        if viewIfLoaded?.window == nil {
            print("\(self) is not in the window hierarchy; not presenting \(controller).")
            return
        }
        switch type {
        case .modal(let navigation, let presentationStyle, let transitionStyle):
            var target = controller
            if case .withNavigation = navigation {
                target = UINavigationController(rootViewController: controller)
            }
            target.modalPresentationStyle = presentationStyle
            target.modalTransitionStyle = transitionStyle
            present(target, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            if case .barButtonItem(let item) = config.source {
                popover.barButtonItem = item
            } else if case .view(let sourceView) = config.source {
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                print("A UINavigationController can't be pushed; presenting it instead.")
                present(controller, animated: animated)
                return
            }
            navigationController?.pushViewController(controller, animated: animated) // locate-here

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            var target = controller
            if case .withNavigation = navigation {
                target = UINavigationController(rootViewController: controller)
            }
            showDetailViewController(target, sender: self)

        case .custom(let delegate):
            DelegateKeeper.shared.keep(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}

/// Holds custom transitioning delegates, which UIKit only references weakly.
@MainActor
final class DelegateKeeper {
    static let shared = DelegateKeeper()
    private var kept: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func keep(_ delegate: UIViewControllerTransitioningDelegate, for controller: UIViewController) {
        kept[ObjectIdentifier(controller)] = delegate
    }
}
