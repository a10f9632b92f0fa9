// locator-case: presentationTransitionDidEnd removes the dimming view when completed is true (copied from dismissalTransitionDidEnd), so it vanishes after a finished presentation and stays after a cancelled one; remove it only if !completed
// batch: 32
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

    // TODO: where does the presented view go? (frameOfPresentedViewInContainerView)
    override var frameOfPresentedViewInContainerView: CGRect {
        var frame = containerView?.bounds ?? .zero
        frame.size.height /= 2
        frame.origin.y += frame.size.height
        return frame
    }

    // TODO: add the dimming view and fade it in (presentationTransitionWillBegin),
    //       clean up when the presentation did not complete (presentationTransitionDidEnd),
    //       fade it out and remove it (dismissalTransitionWillBegin, dismissalTransitionDidEnd),
    //       and lay both views out again when the container changes (containerViewWillLayoutSubviews).
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 0.5)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed { // locate-here
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Animates the dimming view's alpha with the presentation or dismissal.
    private func fadeDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = alpha
        }, completion: nil)
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        // TODO: return your presentation controller.
        return HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
