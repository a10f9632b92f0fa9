// locator-case: the delegate builds the presentation controller with presenting: source (the controller that called present) instead of the presenting controller UIKit passes in
// batch: 22
// grader-miss: not a mistake after all — UIKit sets the presentation controller's presentingViewController to the presenter it chose, whatever the delegate passed (docs/spec/uikit-semantics.md §12.11), so the grader rightly passes it; kept as written, not scored
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

    // TODO: add the dimming view and fade it in (presentationTransitionWillBegin),
    //       clean up when the presentation did not complete (presentationTransitionDidEnd),
    //       fade it out and remove it (dismissalTransitionWillBegin, dismissalTransitionDidEnd),
    //       and lay both views out again when the container changes (containerViewWillLayoutSubviews).

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let half = containerView.bounds.height / 2
        return CGRect(x: 0, y: half, width: containerView.bounds.width, height: half)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        // TODO: return your presentation controller.
        HalfSheetPresentationController(presentedViewController: presented, presenting: source) // locate-here
    }
}
