// locator-case: never overrides dismissalTransitionDidEnd(_:), so the faded-out dimming view stays in the container after a dismissal
// batch: 5
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
final class HalfSheetPresentationController: UIPresentationController {  // locate-here
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        let (_, bottomHalf) = bounds.divided(atDistance: bounds.height / 2, from: .minYEdge)
        return bottomHalf
    }

    // MARK: Presentation

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        fade(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        dimmingView.removeFromSuperview()
    }

    // MARK: Dismissal

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fade(to: 0)
    }

    // MARK: Layout

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let container = containerView {
            dimmingView.frame = container.bounds
        }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Fades the dimming view alongside whichever transition is running.
    private func fade(to alpha: CGFloat) {
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
