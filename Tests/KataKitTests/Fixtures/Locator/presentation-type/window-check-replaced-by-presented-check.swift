// locator-case: the guard checks presentedViewController instead of whether the presenter's view is in a window, so a presenter in no window still calls present; the learner should guard on viewIfLoaded?.window.
// batch: 13
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Read README.md next to this file. The types `PresentationType`, `NavigationStyle` and
// `PopoverConfig` are given in Given.swift (read-only).

@MainActor
private final class DelegateHolder {
    static var held: [DelegateHolder] = []
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
        // Nothing can be presented from a controller that is already presenting something.
        guard presentedViewController == nil else { // locate-here
            print("Can't present \(controller): \(self) is already presenting \(String(describing: presentedViewController))")
            return
        }

        let wrap: (NavigationStyle) -> UIViewController = { style in
            style == .withNavigation ? UINavigationController(rootViewController: controller) : controller
        }

        switch type {
        case let .modal(style, presentationStyle, transitionStyle):
            let target = wrap(style)
            target.modalTransitionStyle = transitionStyle
            target.modalPresentationStyle = presentationStyle
            present(target, animated: animated)

        case let .popover(config):
            controller.modalPresentationStyle = .popover
            if let popover = controller.popoverPresentationController {
                popover.permittedArrowDirections = config.arrowDirection
                popover.delegate = config.delegate
                switch config.source {
                case let .barButtonItem(item): popover.barButtonItem = item
                case let .view(sourceView):
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                }
            }
            present(controller, animated: animated)

        case .push:
            if let navigation = navigationController, !(controller is UINavigationController) {
                navigation.pushViewController(controller, animated: animated)
            } else {
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case let .showDetail(style):
            showDetailViewController(wrap(style), sender: self)

        case let .custom(delegate):
            DelegateHolder.held.removeAll { $0.owner == nil }
            DelegateHolder.held.append(DelegateHolder(owner: controller, delegate: delegate))
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated)
        }
    }
}
