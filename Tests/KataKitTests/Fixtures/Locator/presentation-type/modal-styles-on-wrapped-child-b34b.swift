// locator-case: for .modal the styles are set on controller before it is wrapped, so with .withNavigation the UINavigationController that is presented keeps the default styles; set them on shown (the wrapper) before present
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
            print("present(_:type:): \(self) is not in a window, not presenting \(controller)")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            controller.modalPresentationStyle = presentationStyle // locate-here
            controller.modalTransitionStyle = transitionStyle // locate-here
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            present(shown, animated: animated)
        case let .popover(config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case let .barButtonItem(item):
                popover?.barButtonItem = item
            case let .view(sourceView):
                popover?.sourceView = sourceView
                popover?.sourceRect = sourceView.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                present(controller, animated: animated)
            } else if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            PresentationKeeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}

/// transitioningDelegate is weak; these stay alive for the presentations that use them.
@MainActor
enum PresentationKeeper {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}
