#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// One small helper per kind of presentation; the switch only unpacks the type.
extension UIViewController {
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller) (\(type)): \(self) is not in a window.")
            return
        }
        switch type {
        case let .modal(navigation, presentationStyle, transitionStyle):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            shown.modalPresentationStyle = presentationStyle
            shown.modalTransitionStyle = transitionStyle
            presentModally(shown, animated: animated)
        case let .popover(config):
            switch config.source {
            case let .view(source):
                presentPopover(controller, from: source, arrows: config.arrowDirection, delegate: config.delegate, animated: animated)
            case let .barButtonItem(item):
                controller.modalPresentationStyle = .popover
                controller.popoverPresentationController?.barButtonItem = item
                controller.popoverPresentationController?.permittedArrowDirections = config.arrowDirection
                controller.popoverPresentationController?.delegate = config.delegate
                presentModally(controller, animated: animated)
            }
        case .push:
            pushDetails(controller, animated: animated)
        case .show:
            showDetails(controller, animated: animated)
        case let .showDetail(navigation):
            let shown = navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
            showDetailViewController(shown, sender: self)
        case let .custom(delegate):
            presentCustom(controller, delegate: delegate, animated: animated)
        }
    }

    func presentModally(_ controller: UIViewController, animated: Bool) {
        guard viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(self) is not in a window.")
            return
        }
        present(controller, animated: animated)
    }

    func presentPopover(_ controller: UIViewController, from source: UIView, arrows: UIPopoverArrowDirection,
                        delegate: UIPopoverPresentationControllerDelegate?, animated: Bool) {
        controller.modalPresentationStyle = .popover
        if let popover = controller.popoverPresentationController {
            popover.sourceView = source
            popover.sourceRect = source.bounds
            popover.permittedArrowDirections = arrows
            popover.delegate = delegate
        }
        present(controller, animated: animated)
    }

    func pushDetails(_ controller: UIViewController, animated: Bool) {
        guard !(controller is UINavigationController) else {
            present(controller, animated: animated)
            return
        }
        guard let navigation = navigationController else {
            show(controller, sender: self)
            return
        }
        navigation.pushViewController(controller, animated: animated)
    }

    func showDetails(_ controller: UIViewController, animated: Bool) {
        show(controller, sender: self)
    }

    static var keptTransitioningDelegates: [ObjectIdentifier: UIViewControllerTransitioningDelegate] = [:]

    func presentCustom(_ controller: UIViewController, delegate: UIViewControllerTransitioningDelegate, animated: Bool) {
        Self.keptTransitioningDelegates[ObjectIdentifier(controller)] = delegate
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        present(controller, animated: animated)
    }
}
