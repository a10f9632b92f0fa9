// locator-case: containerViewWillLayoutSubviews re-frames only the sheet; the dimming view keeps the old size; add dimmingView.frame = containerView.bounds there
// batch: 27
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
        guard let containerView else { return .zero }
        let size = containerView.bounds.size
        return CGRect(x: 0, y: size.height - size.height / 2, width: size.width, height: size.height / 2)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews() // locate-here
        presentedView?.frame = frameOfPresentedViewInContainerView // locate-here
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
