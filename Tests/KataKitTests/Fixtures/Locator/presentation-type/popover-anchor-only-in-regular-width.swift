// locator-case: The learner sets the popover's anchor, arrows and delegate only when the presenter's horizontal size class is regular, so in compact width the popover has no anchor (and it crashes once the trait changes); configure the popover whatever the width.
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
enum PresentationKeeper {
    /// transitioningDelegate is weak, so custom delegates live here while their controller is up.
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("⚠️ \(self) is not in a window, so \(controller) is not presented.")
            return
        }
        switch type {
        case .modal(let navigationStyle, let presentationStyle, let transitionStyle):
            let shown = embedded(controller, navigationStyle)
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case .popover(let config):
            controller.modalPresentationStyle = .popover
            // compact width turns a popover into a full-screen sheet; it only needs an anchor on iPad
            if traitCollection.horizontalSizeClass == .regular, // locate-here
               let popover = controller.popoverPresentationController {
                switch config.source {
                case .view(let sourceView):
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                case .barButtonItem(let item):
                    popover.barButtonItem = item
                }
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
            }
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
        case .showDetail(let navigationStyle):
            showDetailViewController(embedded(controller, navigationStyle), sender: self)
        case .custom(let delegate):
            PresentationKeeper.delegates[ObjectIdentifier(controller)] = delegate
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: animated)
        }
    }

    private func embedded(_ controller: UIViewController, _ style: NavigationStyle) -> UIViewController {
        if case .withNavigation = style {
            return UINavigationController(rootViewController: controller)
        }
        return controller
    }
}
