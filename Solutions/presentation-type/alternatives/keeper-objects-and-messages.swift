#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Keeps each custom presentation's delegate while its presented controller lives (weakly keyed),
/// dropping entries whose controller is gone.
@MainActor
private final class DelegateKeeper {
    static var all: [DelegateKeeper] = []
    weak var presented: UIViewController?
    let delegate: UIViewControllerTransitioningDelegate

    init(presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
        self.presented = presented
        self.delegate = delegate
    }

    static func keep(_ delegate: UIViewControllerTransitioningDelegate, for presented: UIViewController) {
        all.removeAll { $0.presented == nil || $0.presented === presented }
        all.append(DelegateKeeper(presented: presented, delegate: delegate))
    }
}

// Refuses with a message (instead of falling back) when a push has no navigation controller;
// gives the popover its anchor right after `present`, which UIKit allows because the transition
// starts only at the end of the run-loop turn.
extension UIViewController {
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("present(_:type:): \(self) is not in a window; nothing presented.")
            return
        }
        if case .push = type {
            guard !(controller is UINavigationController) else {
                print("present(_:type: .push): \(controller) is a navigation controller; UIKit cannot push it.")
                return
            }
            guard let navigation = navigationController else {
                print("present(_:type: .push): \(self) has no navigation controller; nothing pushed.")
                return
            }
            navigation.pushViewController(controller, animated: animated)
            return
        }
        let target = prepared(controller, for: type)
        switch type {
        case .show:
            show(target, sender: self)
        case .showDetail:
            showDetailViewController(target, sender: self)
        case let .popover(config):
            present(target, animated: animated)
            let popover = target.popoverPresentationController
            if case let .view(source) = config.source {
                popover?.sourceView = source
                popover?.sourceRect = source.bounds
            } else if case let .barButtonItem(item) = config.source {
                popover?.barButtonItem = item
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
        default:
            present(target, animated: animated)
        }
    }

    /// The controller to hand to UIKit, wrapped and styled for `type`.
    private func prepared(_ controller: UIViewController, for type: PresentationType) -> UIViewController {
        switch type {
        case let .modal(navigation, style, transition):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            return target
        case let .showDetail(navigation):
            return navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
        case .popover:
            controller.modalPresentationStyle = .popover
            return controller
        case let .custom(delegate):
            DelegateKeeper.keep(delegate, for: controller)
            controller.transitioningDelegate = delegate
            controller.modalPresentationStyle = .custom
            return controller
        case .push, .show:
            return controller
        }
    }
}
