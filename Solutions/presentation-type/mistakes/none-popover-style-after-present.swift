// mistake: none
// expect-rules: popover-needs-anchor
// source: docs/spec/research/presentation.md P 12–13 ("the system creates your presentation controller before presenting"; "always set the value of that property before accessing any presentation controllers"); locator batch 11 case popover-style-set-after-present
// .popover and its anchor are set after present(_:animated:): UIKit already made the presentation
// controller from the style at that call (a sheet), so the controller is never an anchored popover.
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private var keptTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard isViewLoaded, view.window != nil else {
            print("Cannot present \(controller): \(self) is not in the window hierarchy.")
            return
        }
        switch type {
        case let .modal(navigation, style, transition):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            target.modalPresentationStyle = style
            target.modalTransitionStyle = transition
            present(target, animated: animated)

        case let .popover(config):
            present(controller, animated: animated)
            controller.modalPresentationStyle = .popover
            anchor(controller.popoverPresentationController, with: config)

        case .push:
            guard let navigation = navigationController else {
                print("Cannot push \(controller): \(self) has no navigation controller.")
                return
            }
            navigation.pushViewController(controller, animated: animated)

        case .show:
            show(controller, sender: self)

        case let .showDetail(navigation):
            let target = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(target, sender: self)

        case let .custom(delegate):
            keptTransitioningDelegates[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }

    /// Points the popover at its source and passes on the arrows and the delegate.
    private func anchor(_ popover: UIPopoverPresentationController?, with config: PopoverConfig) {
        guard let popover else { return }
        switch config.source {
        case let .barButtonItem(item):
            popover.barButtonItem = item
        case let .view(source):
            popover.sourceView = source
            popover.sourceRect = source.bounds
        }
        popover.permittedArrowDirections = config.arrowDirection
        popover.delegate = config.delegate
    }
}
