// locator-case: The learner keeps the custom transitioning delegate in a keeper but releases it in present's completion, so the weak transitioningDelegate is nil by the time the sheet is dismissed (the 'transitioningDelegate not retained' symptom of andreamazz/BubbleTransition #38).
// batch: 12
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Owns the transitioning delegates of custom presentations in flight.
@MainActor
final class PresentationKeeper {
    static let shared = PresentationKeeper()
    var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isOnScreen else {
            print("Refusing to present \(controller) from \(self): its view is not in a window.")
            return
        }
        switch type {
        case let .modal(style, presentation, transition):
            let target = style == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = presentation
            target.modalTransitionStyle = transition
            present(target, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                anchor(popover, to: config.source)
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
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
        case let .showDetail(style):
            let target = style == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(target, sender: self)
        case let .custom(delegate):
            let key = ObjectIdentifier(controller)
            PresentationKeeper.shared.delegates[key] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated) {
                PresentationKeeper.shared.delegates[key] = nil // locate-here
            }
        }
    }

    private var isOnScreen: Bool {
        viewIfLoaded?.window != nil
    }

    private func anchor(_ popover: UIPopoverPresentationController, to source: PopoverConfig.Source) {
        switch source {
        case let .barButtonItem(item):
            popover.barButtonItem = item
        case let .view(view):
            popover.sourceView = view
            popover.sourceRect = view.bounds
        }
    }
}
