// locator-case: the custom case sets the weak transitioningDelegate but keeps no strong reference to it, so it is freed before UIKit asks; keep it (e.g. a static dictionary keyed by the controller) before presenting
// batch: 33
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
            print("Not presenting \(controller) (\(type)): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrap(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            presentPopover(controller, config: config, animated: animated)
        case .push:
            push(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrap(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate: delegate, animated: animated)
        }
    }

    private func wrap(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }

    private func presentPopover(_ controller: UIViewController, config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        switch config.source {
        case let .view(source):
            popover.sourceView = source
            popover.sourceRect = source.bounds
        case let .barButtonItem(item):
            popover.barButtonItem = item
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func push(_ controller: UIViewController, animated: Bool) {
        guard !(controller is UINavigationController) else {
            present(controller, animated: animated)
            return
        }
        guard let navigation = navigationController else {
            show(controller, sender: self)
            return
        }
        navigation.pushViewController(controller, animated: animated)
    }

    private func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate, animated: Bool) { // locate-here
        controller.modalPresentationStyle = .custom // locate-here
        controller.transitioningDelegate = delegate
        present(controller, animated: animated)
    }
}
