// locator-case: the learner's wrappedIfNeeded helper builds UINavigationController(rootViewController: self), wrapping the presenter instead of the controller to show; wrap `controller`.
// batch: 18
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Holds a custom presentation's delegate for as long as the presented controller is around.
@MainActor
private final class KeepAlive {
    static var boxes: [KeepAlive] = []
    weak var owner: UIViewController?
    let delegate: UIViewControllerTransitioningDelegate
    init(owner: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
        self.owner = owner
        self.delegate = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Cannot present \(controller): \(self) is not in the window hierarchy.")
            return
        }

        switch type {
        case .modal(let navigation, let presentation, let transition):
            let presented = wrappedIfNeeded(controller, navigation)
            presented.modalPresentationStyle = presentation
            presented.modalTransitionStyle = transition
            present(presented, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case .barButtonItem(let button):
                    popover.barButtonItem = button
                case .view(let sourceView):
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)

        case .push:
            guard !(controller is UINavigationController) else {
                present(controller, animated: animated)
                return
            }
            if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            showDetailViewController(wrappedIfNeeded(controller, navigation), sender: self)

        case .custom(let delegate):
            KeepAlive.boxes.removeAll { $0.owner == nil }
            KeepAlive.boxes.append(KeepAlive(owner: controller, delegate: delegate))
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    /// `controller` itself, or inside a new navigation controller.
    private func wrappedIfNeeded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        if navigation == .withNavigation {
            return UINavigationController(rootViewController: self) // locate-here
        }
        return controller
    }
}
