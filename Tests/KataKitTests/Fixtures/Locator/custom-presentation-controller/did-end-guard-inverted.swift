// locator-case: presentationTransitionDidEnd's guard is the wrong way round, so a completed presentation loses its dimming view
// batch: 3
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A half-height sheet with a dimming view.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        var frame = containerView?.bounds ?? .zero
        frame.origin.y += frame.height / 2
        frame.size.height /= 2
        return frame
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView?.bounds ?? .zero
        dimmingView.alpha = 0
        containerView?.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        // A cancelled (interactive) presentation must not leave the dimming behind.
        guard completed else { return }  // locate-here
        dimmingView.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        dimmingView.removeFromSuperview()
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Runs the dimming fade on the transition's own clock.
    private func fadeDimming(to alpha: CGFloat) {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = alpha
        })
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
