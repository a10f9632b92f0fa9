// locator-case: the dimming view is put into the presenting controller's view (sized to it) instead of the presentation's containerView; insert it into containerView below the presented view, with containerView.bounds
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
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let host = presentingViewController.view!
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = host.bounds // locate-here
        dimmingView.alpha = 0
        host.addSubview(dimmingView) // locate-here
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
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
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
