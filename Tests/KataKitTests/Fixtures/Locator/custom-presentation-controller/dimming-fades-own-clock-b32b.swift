// locator-case: the dimming view fades in with UIView.animate(withDuration: 0.3) on its own clock instead of alongside the transition; use presentedViewController.transitionCoordinator?.animate(alongsideTransition:)
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
        halfSheetFrame(in: containerView?.bounds ?? .zero)
    }

    private func halfSheetFrame(in bounds: CGRect) -> CGRect {
        let (_, bottom) = bounds.divided(atDistance: bounds.height / 2, from: .minYEdge)
        return bottom
    }

    // TODO: add the dimming view and fade it in (presentationTransitionWillBegin),
    //       clean up when the presentation did not complete (presentationTransitionDidEnd),
    //       fade it out and remove it (dismissalTransitionWillBegin, dismissalTransitionDidEnd),
    //       and lay both views out again when the container changes (containerViewWillLayoutSubviews).
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        UIView.animate(withDuration: 0.3) { // locate-here
            self.dimmingView.alpha = 1
        }
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
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        dimmingView.removeFromSuperview()
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        let bounds = containerView?.bounds ?? .zero
        dimmingView.frame = bounds
        presentedView?.frame = halfSheetFrame(in: bounds)
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        // TODO: return your presentation controller.
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        return controller
    }
}
