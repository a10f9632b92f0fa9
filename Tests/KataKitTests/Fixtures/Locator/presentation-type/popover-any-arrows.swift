// locator-case: the popover permits any arrow direction instead of the config's
// batch: 3
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

/// Holds a custom presentation's delegate for as long as its presented controller lives.
@MainActor
private final class DelegateHolder {
    static var holders: [DelegateHolder] = []
    weak var owner: UIViewController?
    let delegate: UIViewControllerTransitioningDelegate

    init(owner: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
        self.owner = owner
        self.delegate = delegate
    }
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("Cannot present \(controller): \(self) is not on screen.")
            return
        }
        switch type {
        case let .modal(navigation, style, transition):
            let target = embedded(controller, navigation)
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)
        case let .popover(config):
            presentPopover(controller, config, animated: animated)
        case .push:
            guard let navigation = navigationController else {
                print("No navigation controller to push \(controller) on; showing it instead.")
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            showDetailViewController(embedded(controller, navigation), sender: self)
        case let .custom(delegate):
            DelegateHolder.holders.removeAll { $0.owner == nil }
            DelegateHolder.holders.append(DelegateHolder(owner: controller, delegate: delegate))
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func presentPopover(_ controller: UIViewController, _ config: PopoverConfig, animated: Bool) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        if case let .barButtonItem(item) = config.source {
            popover.barButtonItem = item
        }
        if case let .view(anchor) = config.source {
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
        }
        popover.permittedArrowDirections = .any  // locate-here
        popover.delegate = config.delegate
        present(controller, animated: animated)
    }

    private func embedded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }
}
