// locator-case: the learner keeps the custom presentation's transitioning delegate in a static table, but the box in that table holds it weakly, so nothing owns the delegate and it is gone once the caller forgets it
// batch: 11
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// A custom presentation's transitioning delegate, kept while the presentation lasts.
@MainActor
private final class TransitioningDelegateBox {
    weak var delegate: UIViewControllerTransitioningDelegate? // locate-here

    init(_ delegate: UIViewControllerTransitioningDelegate) {
        self.delegate = delegate
    }
}

@MainActor
private enum CustomPresentations {
    static var boxes: [ObjectIdentifier: TransitioningDelegateBox] = [:]
}

@MainActor
private extension NavigationStyle {
    func wrap(_ controller: UIViewController) -> UIViewController {
        switch self {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is in no window, so \(controller) is not shown.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let presented = navigation.wrap(controller)
            presented.modalPresentationStyle = presentationStyle
            presented.modalTransitionStyle = transitionStyle
            present(presented, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            switch config.source {
            case let .view(anchor):
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            case let .barButtonItem(item):
                popover.barButtonItem = item
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(navigation.wrap(controller), sender: self)
        case let .custom(transitioningDelegate):
            CustomPresentations.boxes[ObjectIdentifier(controller)] = TransitioningDelegateBox(transitioningDelegate)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = transitioningDelegate
            present(controller, animated: animated)
        }
    }
}
