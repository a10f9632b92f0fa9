// locator-case: viewWillTransition(to:with:) lays out with the container view's current (old) size instead of the new size, so the sheet and dimming keep the old size; the learner should lay out for `size` (or in a layout pass).
// batch: 13
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

    /// The sheet's frame for a container of `size`: its bottom half.
    private func sheetFrame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        sheetFrame(in: containerView?.bounds.size ?? .zero)
    }

    private func layOut(for size: CGSize) {
        dimmingView.frame = CGRect(origin: .zero, size: size)
        presentedView?.frame = sheetFrame(in: size)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        layOut(for: containerView.bounds.size)
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed == false {
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
        if completed == true {
            dimmingView.removeFromSuperview()
        }
    }

    /// The window changed size: the sheet and the dimming follow it.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        layOut(for: containerView?.bounds.size ?? size) // locate-here
    }
}

/// Set as the presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom`).
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
