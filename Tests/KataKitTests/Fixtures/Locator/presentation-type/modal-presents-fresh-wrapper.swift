// locator-case: the modal case styles one wrapper but presents a fresh wrapped(controller, navigation), so the presented navigation controller has default styles; it should present `shown`, the controller it styled
// batch: 21
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
        if case .push = type {
        } else if case .show = type {
        } else if case .showDetail = type {
        } else if viewIfLoaded?.window == nil {
            print("present(_:type:): \(self) is not in a window, nothing presented")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = wrapped(controller, navigation)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(wrapped(controller, navigation), animated: animated) // locate-here

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                switch config.source {
                case let .barButtonItem(item):
                    popover.barButtonItem = item
                case let .view(source):
                    popover.sourceView = source
                    popover.sourceRect = CGRect(origin: .zero, size: source.bounds.size)
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
            present(controller, animated: animated)

        case .push:
            guard !(controller is UINavigationController) else {
                print("present(_:type: .push): cannot push a navigation controller")
                return
            }
            guard let navigationController else {
                print("present(_:type: .push): no navigation controller, using show(_:sender:)")
                show(controller, sender: self)
                return
            }
            navigationController.pushViewController(controller, animated: animated)

        case .show:
            show(controller, sender: self)

        case let .showDetail(navigation):
            showDetailViewController(wrapped(controller, navigation), sender: self)

        case let .custom(delegate):
            KeptDelegates.all[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func wrapped(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        switch navigation {
        case .none: return controller
        case .withNavigation: return UINavigationController(rootViewController: controller)
        }
    }
}

@MainActor
private enum KeptDelegates {
    static var all: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}
