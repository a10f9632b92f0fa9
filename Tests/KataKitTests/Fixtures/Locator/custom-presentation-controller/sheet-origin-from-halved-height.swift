// locator-case: halves the sheet's height first and then moves its origin down by half of the already-halved height, so the sheet starts a quarter of the way down instead of at the middle
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A new dimming view for every presentation, dropped when the presentation is cancelled or dismissed.
final class HalfSheetPresentationController: UIPresentationController {
    private var dimmingView: UIView?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        var bottom = containerView.bounds
        bottom.size.height /= 2  // locate-here
        bottom.origin.y += bottom.height / 2  // locate-here
        return bottom
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        let dimming = UIView(frame: containerView.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        dimmingView = dimming
        guard let coordinator = presentingViewController.transitionCoordinator else {
            dimming.alpha = 0.4
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0.4 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let dimming = dimmingView else { return }
        guard let coordinator = presentingViewController.transitionCoordinator else {
            dimming.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        guard let containerView else { return }
        dimmingView?.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        return controller
    }
}
