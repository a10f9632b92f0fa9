// locator-case: To refuse pushing a navigation controller the learner tests controller.navigationController != nil (is it inside one?) instead of controller is UINavigationController, so a UINavigationController still gets pushed; the test should be on the controller's own type.
// batch: 15
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
        guard let _ = viewIfLoaded?.window else {
            print("Can't present \(controller) from \(self): not in a window")
            return
        }
        switch type {
        case let .modal(style, presentation, transition):
            let top = embedIfNeeded(controller, style)
            top.modalTransitionStyle = transition
            top.modalPresentationStyle = presentation
            present(top, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config, animated)
        case .push:
            let isNavigation = controller.navigationController != nil // locate-here
            if isNavigation {
                print("Refusing to push \(controller): it is a navigation controller; presenting it.")
                present(controller, animated: animated)
            } else if let nav = navigationController {
                nav.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(style):
            showDetailViewController(embedIfNeeded(controller, style), sender: self)
        case let .custom(delegate):
            CustomDelegates.hold(delegate, for: controller)
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func embedIfNeeded(_ vc: UIViewController, _ style: NavigationStyle) -> UIViewController {
        style == .withNavigation ? UINavigationController(rootViewController: vc) : vc
    }

    private func presentAsPopover(_ vc: UIViewController, _ config: PopoverConfig, _ animated: Bool) {
        vc.modalPresentationStyle = .popover
        let popover = vc.popoverPresentationController
        popover?.permittedArrowDirections = config.arrowDirection
        popover?.delegate = config.delegate
        if case .barButtonItem(let item) = config.source {
            popover?.barButtonItem = item
        }
        if case .view(let anchor) = config.source {
            popover?.sourceView = anchor
            popover?.sourceRect = anchor.bounds
        }
        present(vc, animated: animated)
    }
}

@MainActor
private enum CustomDelegates {
    private static var held: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
    static func hold(_ delegate: UIViewControllerTransitioningDelegate, for vc: UIViewController) {
        held[ObjectIdentifier(vc)] = delegate
    }
}
