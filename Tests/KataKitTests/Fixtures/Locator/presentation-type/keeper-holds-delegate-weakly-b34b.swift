// locator-case: CustomPresentationKeeper declares its delegate weak, so nothing keeps the transitioning delegate alive once the caller lets go; the keeper's delegate must be a strong let
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
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:) refused: \(self)'s view is not in the window hierarchy.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let target: UIViewController
            switch navigation {
            case .none: target = controller
            case .withNavigation: target = UINavigationController(rootViewController: controller)
            }
            target.modalPresentationStyle = presentationStyle
            target.modalTransitionStyle = transitionStyle
            present(target, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            if case let .view(sourceView) = config.source {
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            } else if case let .barButtonItem(item) = config.source {
                popover.barButtonItem = item
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                print("A navigation controller cannot be pushed; presenting \(controller) modally.")
                present(controller, animated: animated)
            } else if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(target, sender: self)
        case let .custom(delegate):
            CustomPresentationKeeper.all.append(CustomPresentationKeeper(presented: controller, delegate: delegate))
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}

/// One entry per custom presentation, so its transitioning delegate outlives this call.
@MainActor
final class CustomPresentationKeeper {
    static var all: [CustomPresentationKeeper] = []
    weak var presented: UIViewController?
    weak var delegate: UIViewControllerTransitioningDelegate? // locate-here

    init(presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
        self.presented = presented
        self.delegate = delegate
    }
}
