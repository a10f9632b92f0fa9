// locator-case: In the learner's `completeSwipe(from:to:)` helper the leaving section's `endAppearanceTransition()` runs first, so it hears viewDidDisappear while its view is still on screen; end it after its view is out and it is removed.
// batch: 18
// grader-miss: the leaving section hears viewDidDisappear (its endAppearanceTransition) while its view is still in the window and before removeFromParent, against the README's finish order (view out, removeFromParent, then end); flickFinishes/dragPastHalfFinishes should check that did-disappear comes after the view left (appearance-matches-visibility).
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Four (or more) sections, one on screen at a time; a swipe from the right edge drags the next
/// one in. Kata `interactive-swipe` — read README.md, then run `swift run kata watch interactive-swipe`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The sections, in order. The one on screen is always `children.first`.
    let sections: [UIViewController]

    init(sections: [UIViewController]) {
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = sections[0]
        addChild(first)
        first.view.frame = view.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(first.view)
        first.didMove(toParent: self)
        #if canImport(UIKit)
        let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(swipeAction(_:)))
        swipe.edges = .right
        view.addGestureRecognizer(swipe)
        #endif
    }

    #if canImport(UIKit)
    @objc private func swipeAction(_ gesture: UIScreenEdgePanGestureRecognizer) {
        handleSwipe(gesture)
    }
    #endif

    /// The section after the one on screen, or nil when it is the last.
    func nextSection() -> UIViewController? {
        guard let current = children.first,
              let index = sections.firstIndex(where: { $0 === current }),
              index + 1 < sections.count else { return nil }
        return sections[index + 1]
    }

    // MARK: Your work

    /// The section being dragged in.
    private var arriving: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        switch gesture.state {
        case .began:
            guard arriving == nil, let current = children.first, let next = nextSection() else { return }
            arriving = next
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            view.addSubview(next.view)
        case .changed:
            let dx = gesture.translation(in: view).x
            arriving?.view.frame.origin.x = width + min(0, dx)
        case .ended, .cancelled:
            guard let next = arriving, let current = children.first else { return }
            let translation = gesture.translation(in: view)
            let velocity = gesture.velocity(in: view)
            let shouldFinish = gesture.state == .ended && (translation.x < -width / 2 || velocity.x < -500)
            if shouldFinish {
                UIView.animate(withDuration: 0.25, animations: {
                    next.view.frame = self.view.bounds
                }, completion: { _ in
                    self.completeSwipe(from: current, to: next)
                })
            } else {
                rollBack(keeping: current, dropping: next)
            }
        default:
            break
        }
    }

    private func completeSwipe(from current: UIViewController, to next: UIViewController) {
        current.endAppearanceTransition() // locate-here
        next.endAppearanceTransition()
        next.didMove(toParent: self)
        current.view.removeFromSuperview()
        current.removeFromParent()
        arriving = nil
    }

    private func rollBack(keeping current: UIViewController, dropping next: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
            self.arriving = nil
        })
    }
}
