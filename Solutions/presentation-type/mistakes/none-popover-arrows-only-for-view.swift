// mistake: none
// expect-rules: popover-needs-anchor
// source: docs/spec/katas.md presentation-type (the popover gets the config's arrow direction); locator batch 9 case popover-arrows-only-for-view-source
// The config's arrow direction is applied only when the source is a view: a bar-button popover
// keeps UIKit's default arrows (.any).
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@MainActor
private enum RetainedDelegates {
    static var all: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]
}

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            present(shown, animated: animated)
        case let .popover(config):
            anchorPopover(controller, config)
            present(controller, animated: animated)
        case .push:
            guard let navigation = navigationController, !(controller is UINavigationController) else {
                show(controller, sender: self)
                return
            }
            navigation.pushViewController(controller, animated: animated)
        case .show:
            show(controller, sender: self)
        case let .showDetail(navigation):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            RetainedDelegates.all[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    private func anchorPopover(_ controller: UIViewController, _ config: PopoverConfig) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        popover.delegate = config.delegate
        switch config.source {
        case let .barButtonItem(item):
            popover.barButtonItem = item
        case let .view(source):
            popover.sourceView = source
            popover.sourceRect = source.bounds
            popover.permittedArrowDirections = config.arrowDirection
        }
    }
}
