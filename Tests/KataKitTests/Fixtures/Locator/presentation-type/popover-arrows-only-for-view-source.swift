// locator-case: sets the popover's permitted arrow directions only in the source-view branch, so a bar-button popover keeps the default arrows
// batch: 9
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
            popover.barButtonItem = item // locate-here
        case let .view(source):
            popover.sourceView = source
            popover.sourceRect = source.bounds
            popover.permittedArrowDirections = config.arrowDirection // locate-here
        }
    }
}
