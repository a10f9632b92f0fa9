// mistake: none
// expect-rules: custom-needs-delegate
// source: locator batch 20 case custom-helper-always-animated
// The custom case goes through a helper that takes no animated flag and always presents with
// animated: true, so present(_:type: .custom(…), animated: false) still animates.
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
        guard isViewLoaded, view.window != nil else {
            print("present(_:type:): \(self) is not on screen, so \(controller) is not shown.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrapIfNeeded(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                if case let .view(sourceView) = config.source {
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                } else if case let .barButtonItem(item) = config.source {
                    popover.barButtonItem = item
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)
        case .push:
            guard !(controller is UINavigationController) else {
                print("A navigation controller cannot be pushed; presenting \(controller) instead.")
                present(controller, animated: animated)
                return
            }
            guard let navigation = navigationController else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(wrapIfNeeded(controller, navigation), sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate: delegate)
        }
    }

    private func wrapIfNeeded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }

    /// UIKit keeps transitioningDelegate weakly, so the delegates live here.
    static var customDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    private func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
        Self.customDelegates[ObjectIdentifier(controller)] = delegate
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        present(controller, animated: true)
    }
}
