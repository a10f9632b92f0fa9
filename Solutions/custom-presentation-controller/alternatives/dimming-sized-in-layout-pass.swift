// Sizes the dimming view only in containerViewWillLayoutSubviews(): presentationTransitionWillBegin
// inserts it transparent and without a frame, and the container layout pass UIKit runs while the
// presentation animates ("During the animation process, UIKit calls the containerViewWillLayoutSubviews
// and containerViewDidLayoutSubviews methods" — research/presentation.md P 1) gives it the container's
// bounds — the same pass that sizes a dimming view pinned with constraints.
// source: locator batch 20 case dimming-frame-left-to-layout-pass (judged correct code, not a mistake)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A half-height sheet with a dimming view.
///
/// - The presented view takes the bottom half of the container view.
/// - A dimming view covers the container below the presented view, fading in alongside the
///   presentation and out alongside the dismissal.
/// - When the container view changes size, the sheet and the dimming view follow.
/// - A cancelled presentation (`completed == false`) leaves no dimming view behind.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        containerView.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        dimmingView.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
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
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
