// locator-case: dismissalTransitionDidEnd reuses presentationTransitionDidEnd's `guard !completed` and so removes the dimming view only when the dismissal was cancelled; it must be `guard completed else { return }`
// batch: 35
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
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let (_, bottom) = bounds.divided(atDistance: bounds.height / 2, from: .minYEdge)
        return bottom
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        dimmingView.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard !completed else { return } // locate-here
        dimmingView.removeFromSuperview()
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Animates the dimming view's alpha along with the running transition.
    private func fadeDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha }, completion: nil)
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
