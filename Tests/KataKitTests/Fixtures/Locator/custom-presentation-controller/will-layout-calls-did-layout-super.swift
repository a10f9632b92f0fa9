// locator-case: containerViewWillLayoutSubviews() calls super.containerViewDidLayoutSubviews() (autocomplete picked the wrong one) instead of super.containerViewWillLayoutSubviews(); call the matching super.
// batch: 19
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    private var sheetFrame: CGRect {
        guard let container = containerView else { return .zero }
        var frame = container.bounds
        frame.size.height /= 2
        frame.origin.y = frame.size.height
        return frame
    }

    override var frameOfPresentedViewInContainerView: CGRect { sheetFrame }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 0.4)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewDidLayoutSubviews() // locate-here
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = sheetFrame
    }

    /// Fades the dimming view on the transition's own clock.
    private func fadeDimming(to alpha: CGFloat) {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = alpha
        })
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
