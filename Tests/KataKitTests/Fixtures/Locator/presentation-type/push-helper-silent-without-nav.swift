// locator-case: the push helper uses navigationController?.pushViewController, a silent no-op with no navigation controller; check navigationController and fall back to show(_:sender:)
// batch: 24
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// transitioningDelegate is weak: keep each custom presentation's delegate here.
@MainActor
private var retainedTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        // TODO: one `switch type` — modal, popover, push, show, showDetail, custom (see README.md).
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:): \(self) is not in a window, not presenting \(controller)")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            presentModally(wrap(controller, navigation), style: presentationStyle, transition: transitionStyle, animated: animated)
        case let .popover(config):
            presentAsPopover(controller, config: config, animated: animated)
        case .push:
            pushOnStack(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrap(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate: delegate, animated: animated)
        }
    }

    private func wrap(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }

    private func presentModally(_ shown: UIViewController, style: UIModalPresentationStyle,
                                transition: UIModalTransitionStyle, animated: Bool) {
        shown.modalPresentationStyle = style
        shown.modalTransitionStyle = transition
        present(shown, animated: animated)
    }

    private func presentAsPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        switch config.source {
        case let .barButtonItem(item):
            popover.barButtonItem = item
        case let .view(sourceView):
            popover.sourceView = sourceView
            popover.sourceRect = sourceView.bounds
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func pushOnStack(_ controller: UIViewController, animated: Bool) {
        guard !(controller is UINavigationController) else {
            // A navigation controller cannot be pushed: present it instead.
            present(controller, animated: animated)
            return
        }
        navigationController?.pushViewController(controller, animated: animated) // locate-here
    }

    private func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate,
                               animated: Bool) {
        retainedTransitioningDelegates[ObjectIdentifier(controller)] = delegate
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        present(controller, animated: animated)
    }
}
