// locator-case: .push shares a case with .show and just calls show(_:sender:), so a UINavigationController given to .push is pushed by the enclosing navigation controller (an exception) instead of being refused; give .push its own case that refuses navigation controllers and pushes when it can.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif


// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private var retainedTransitionDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        switch type {
        case .push, .show: // locate-here
            // show(_:sender:) pushes when there is a navigation controller, and presents otherwise
            show(controller, sender: self)
        case let .showDetail(style):
            let detail = style == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(detail, sender: self)
        case let .modal(style, presentation, transition):
            guard isInWindow(presenting: controller) else { return }
            let target = style == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalTransitionStyle = transition
            target.modalPresentationStyle = presentation
            present(target, animated: animated)
        case let .popover(config):
            guard isInWindow(presenting: controller) else { return }
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            switch config.source {
            case let .view(anchor):
                popover?.sourceView = anchor
                popover?.sourceRect = anchor.bounds
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            }
            present(controller, animated: animated)
        case let .custom(delegate):
            guard isInWindow(presenting: controller) else { return }
            retainedTransitionDelegates[ObjectIdentifier(controller)] = delegate
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }

    private func isInWindow(presenting controller: UIViewController) -> Bool {
        if viewIfLoaded?.window == nil {
            print("Cannot present \(controller): \(self) is not in the window hierarchy.")
            return false
        }
        return true
    }
}
