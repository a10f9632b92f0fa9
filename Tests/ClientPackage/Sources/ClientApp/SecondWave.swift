#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Ordinary UIKit code for uikit-semantics §9–§13 (issue 9): a custom presentation controller and
// its transitioning delegate, navigation push/pop, a pan gesture, a transform and a trait
// override. It compiles against UIKit (the `#if canImport(UIKit)` branches) and UIKitSim alike.

/// Apple's dimming pattern: the presented view in the lower half, a dimming view alongside.
@MainActor
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        Trace.add("willBegin")
        containerView?.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = 0
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        Trace.add("didEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() { Trace.add("dismissalWillBegin") }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        Trace.add("dismissalDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

@MainActor
final class HalfSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        Trace.add("presentationController(forPresented:)")
        return HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A card dragged by a pan: the transform follows the finger; at the end it snaps back.
@MainActor
final class DraggableCardController: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
    private var pan: UIPanGestureRecognizer!

    var panRecognizer: UIPanGestureRecognizer { pan }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        #if canImport(UIKit)
        pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        #else
        pan = UIPanGestureRecognizer(handler: { [unowned self] in self.handlePan($0 as! UIPanGestureRecognizer) })
        #endif
        card.addGestureRecognizer(pan)
    }

    #if canImport(UIKit)
    @objc func handlePan(_ gesture: UIPanGestureRecognizer) { handle(gesture) }
    #else
    func handlePan(_ gesture: UIPanGestureRecognizer) { handle(gesture) }
    #endif

    private func handle(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began, .changed:
            card.transform = CGAffineTransform(translationX: translation.x, y: 0)
            Trace.add("\(gesture.state == .began ? "began" : "changed") \(Int(translation.x))")
        case .ended, .cancelled:
            Trace.add("\(gesture.state == .ended ? "ended" : "cancelled") center \(Int(card.center.x)) frame \(Int(card.frame.minX))")
            card.transform = .identity
        default:
            break
        }
    }
}

/// A split container: the left child sees a compact width, whatever the container has.
@MainActor
final class SplitContainer: UIViewController {
    let left = TraitReporter()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(left)
        setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: left)
        view.addSubview(left.view)
        left.didMove(toParent: self)
    }
}

@MainActor
final class TraitReporter: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        Trace.add("traitCollectionDidChange width \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
    }
}
