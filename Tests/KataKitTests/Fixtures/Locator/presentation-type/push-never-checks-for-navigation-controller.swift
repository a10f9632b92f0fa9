// locator-case: the push case pushes whatever it is given, a UINavigationController included, which UIKit refuses with an exception; check `controller is UINavigationController` first and present it (or say why) instead.
// batch: 19
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Keeps custom transitioning delegates alive (UIKit only holds them weakly).
@MainActor
enum DelegateStore {
    static var delegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        if viewIfLoaded?.window == nil {
            print("⚠️ \(self) is not in a window — not presenting \(controller).")
            return
        }

        switch type {
        case .modal(let navStyle, let style, let transition):
            let vc = navStyle == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            vc.modalPresentationStyle = style
            vc.modalTransitionStyle = transition
            present(vc, animated: animated)
        case .popover(let config):
            controller.modalPresentationStyle = .popover
            guard let popover = controller.popoverPresentationController else { return }
            switch config.source {
            case .view(let v):
                popover.sourceView = v
                popover.sourceRect = v.bounds
            case .barButtonItem(let item):
                popover.barButtonItem = item
            }
            popover.permittedArrowDirections = config.arrowDirection
            popover.delegate = config.delegate
            present(controller, animated: animated)
        case .push: // locate-here
            if let nav = navigationController { // locate-here
                nav.pushViewController(controller, animated: animated)
            } else {
                print("No navigation controller to push \(controller) on; using show(_:sender:).")
                show(controller, sender: self)
            }
        case .show:
            show(controller, sender: self)
        case .showDetail(let navStyle):
            let vc = navStyle == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(vc, sender: self)
        case .custom(let delegate):
            DelegateStore.delegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
