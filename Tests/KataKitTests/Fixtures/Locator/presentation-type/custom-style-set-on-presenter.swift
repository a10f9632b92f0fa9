// locator-case: In the custom case the learner sets modalPresentationStyle = .custom on the presenting controller (self) instead of on the controller being presented, so UIKit never asks the transitioning delegate; set it on controller.
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Owns custom transitioning delegates for as long as their presentation might need them.
@MainActor
final class PresentationKeeper {
    static let shared = PresentationKeeper()
    private var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
    func keep(_ d: UIViewControllerTransitioningDelegate, for vc: UIViewController) {
        delegates[ObjectIdentifier(vc)] = d
    }
}

extension UIViewController {
    private var isOnScreen: Bool { viewIfLoaded?.window != nil }

    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isOnScreen else {
            print("⚠️ \(self) has no window, so \(controller) is not shown.")
            return
        }
        if case let .custom(transitioning) = type {
            PresentationKeeper.shared.keep(transitioning, for: controller)
            controller.transitioningDelegate = transitioning
            modalPresentationStyle = .custom // locate-here
            present(controller, animated: animated)
            return
        }
        switch type {
        case let .modal(navStyle, presStyle, transStyle):
            var shown = controller
            if navStyle == .withNavigation {
                shown = UINavigationController(rootViewController: controller)
            }
            shown.modalPresentationStyle = presStyle
            shown.modalTransitionStyle = transStyle
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let ppc = controller.popoverPresentationController {
                ppc.permittedArrowDirections = config.arrowDirection
                ppc.delegate = config.delegate
                switch config.source {
                case .barButtonItem(let item): ppc.barButtonItem = item
                case .view(let v):
                    ppc.sourceView = v
                    ppc.sourceRect = v.bounds
                }
            }
            present(controller, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                print("⚠️ can't push a navigation controller; presenting \(controller) instead.")
                present(controller, animated: animated)
                return
            }
            if let nav = navigationController {
                nav.pushViewController(controller, animated: animated)
            } else {
                print("⚠️ \(self) is not in a navigation controller; using show(_:sender:).")
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navStyle):
            let shown = navStyle == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)
        case .custom:
            break
        }
    }
}
