import UIKitSim

/// The grader's side of the kata's given `PresentationType`: the given types live in the
/// learner's module, so the contract file translates this request into them and calls the
/// learner's `present(_:type:animated:)` (see `PresentationTypeGrader.present`).
public enum PresentationRequest {
    case modal(withNavigation: Bool, UIModalPresentationStyle, UIModalTransitionStyle)
    case popoverFromView(UIView, UIPopoverArrowDirection, (any UIPopoverPresentationControllerDelegate)?)
    case popoverFromBarButtonItem(UIBarButtonItem, UIPopoverArrowDirection, (any UIPopoverPresentationControllerDelegate)?)
    case push
    case show
    case showDetail(withNavigation: Bool)
    case custom(any UIViewControllerTransitioningDelegate)
}

/// `presenter.present(controller, type: request, animated: animated)`, in the learner's terms.
public typealias PresentWithType = @MainActor (_ presenter: UIViewController, _ controller: UIViewController,
                                               _ request: PresentationRequest, _ animated: Bool) -> Void

/// The grader's own correct `present(_:type:animated:)`: replaying a scene with it gives the
/// expected timeline.
@MainActor
enum ReferencePresenting {
    private static var kept: [ObjectIdentifier: any UIViewControllerTransitioningDelegate] = [:]

    static func present(_ presenter: UIViewController, _ controller: UIViewController,
                        _ request: PresentationRequest, _ animated: Bool) {
        guard presenter.viewIfLoaded?.window != nil else {
            print("Not presenting \(controller): \(presenter) is not in a window.")
            return
        }
        switch request {
        case let .modal(withNavigation, style, transition):
            let shown = withNavigation ? UINavigationController(rootViewController: controller) : controller
            shown.modalPresentationStyle = style
            shown.modalTransitionStyle = transition
            presenter.present(shown, animated: animated)
        case let .popoverFromView(source, arrow, delegate):
            controller.modalPresentationStyle = .popover
            controller.popoverPresentationController?.sourceView = source
            controller.popoverPresentationController?.sourceRect = source.bounds
            controller.popoverPresentationController?.permittedArrowDirections = arrow
            controller.popoverPresentationController?.delegate = delegate
            presenter.present(controller, animated: animated)
        case let .popoverFromBarButtonItem(item, arrow, delegate):
            controller.modalPresentationStyle = .popover
            controller.popoverPresentationController?.barButtonItem = item
            controller.popoverPresentationController?.permittedArrowDirections = arrow
            controller.popoverPresentationController?.delegate = delegate
            presenter.present(controller, animated: animated)
        case .push:
            if controller is UINavigationController {
                presenter.present(controller, animated: animated)
            } else if let navigation = presenter.navigationController {
                navigation.pushViewController(controller, animated: animated)
            } else {
                presenter.show(controller, sender: presenter)
            }
        case .show:
            presenter.show(controller, sender: presenter)
        case let .showDetail(withNavigation):
            presenter.showDetailViewController(
                withNavigation ? UINavigationController(rootViewController: controller) : controller, sender: presenter)
        case let .custom(delegate):
            kept[ObjectIdentifier(controller)] = delegate
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            presenter.present(controller, animated: animated)
        }
    }
}

/// The controller the learner's method is called on: it records `show(_:sender:)` and
/// `showDetailViewController(_:sender:)` (then lets UIKit do its usual work), so the grader sees
/// that the decision went to the containers.
final class RecordingPresenter: UIViewController {
    private(set) var shows: [UIViewController] = []
    private(set) var detailShows: [UIViewController] = []

    override func show(_ vc: UIViewController, sender: Any?) {
        shows.append(vc)
        super.show(vc, sender: sender)
    }

    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        detailShows.append(vc)
        super.showDetailViewController(vc, sender: sender)
    }
}

/// A popover delegate that keeps UIKit's default adaptation and records that it was asked.
final class RecordingPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {}

/// The transitioning delegate the grader hands over and then forgets: only the learner's code
/// can keep it alive.
final class ForgottenTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        GraderSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The presentation controller `ForgottenTransitioningDelegate` returns: the bottom half.
final class GraderSheetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
}
