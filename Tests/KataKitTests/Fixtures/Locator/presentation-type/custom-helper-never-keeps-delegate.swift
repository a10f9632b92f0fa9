// locator-case: the presentCustom helper only assigns the weak transitioningDelegate and never keeps the delegate alive, so UIKit finds nil when it asks for the presentation controller; store the delegate (e.g. a static dictionary) before presenting.
// batch: 19
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

extension UIViewController {
    /// Shows `controller` the way `type` says, from this controller.
    func present(_ controller: UIViewController, type: PresentationType, animated: Bool = true) {
        guard viewIfLoaded?.window != nil else {
            print("present(_:type:) – \(self) has no window, so \(controller) is not shown.")
            return
        }

        switch type {
        case .modal(let navigation, let presentationStyle, let transitionStyle):
            let toPresent = embedIfNeeded(controller, navigation)
            toPresent.modalPresentationStyle = presentationStyle
            toPresent.modalTransitionStyle = transitionStyle
            present(toPresent, animated: animated)

        case .popover(let config):
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            switch config.source {
            case .barButtonItem(let item):
                popover?.barButtonItem = item
            case .view(let sourceView):
                popover?.sourceView = sourceView
                popover?.sourceRect = sourceView.bounds
            }
            popover?.permittedArrowDirections = config.arrowDirection
            popover?.delegate = config.delegate
            present(controller, animated: animated)

        case .push:
            if controller is UINavigationController {
                print("present(_:type: .push) – can't push a UINavigationController, presenting it instead.")
                present(controller, animated: animated)
            } else if let navigationController {
                navigationController.pushViewController(controller, animated: animated)
            } else {
                print("present(_:type: .push) – no navigation controller, falling back to show.")
                show(controller, sender: self)
            }

        case .show:
            show(controller, sender: self)

        case .showDetail(let navigation):
            showDetailViewController(embedIfNeeded(controller, navigation), sender: self)

        case .custom(let transitioningDelegate):
            presentCustom(controller, using: transitioningDelegate, animated: animated)
        }
    }

    private func embedIfNeeded(_ controller: UIViewController, _ navigation: NavigationStyle) -> UIViewController {
        navigation == .withNavigation ? UINavigationController(rootViewController: controller) : controller
    }

    private func presentCustom(_ controller: UIViewController, using delegate: UIViewControllerTransitioningDelegate,
                               animated: Bool) {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate // locate-here
        present(controller, animated: animated) // locate-here
    }
}
