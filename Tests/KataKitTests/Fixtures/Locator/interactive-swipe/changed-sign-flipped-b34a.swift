// locator-case: .changed subtracts the (negative, leftward) translation from the width, so the new view moves right, away from the finger; use bounds.width + translation.x (clamped to <= 0)
// batch: 34
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

    /// The two sections of the swipe in progress, from .began until the animation ends.
    private var swipe: (current: UIViewController, next: UIViewController)?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        // TODO: .began — add nextSection() beside the current one and begin both appearances.
        // TODO: .changed — move the new section's view with the finger.
        // TODO: .ended / .cancelled — finish or cancel, after an animation.
        let bounds = view.bounds
        switch gesture.state {
        case .began:
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            addChild(next)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            view.insertSubview(next.view, aboveSubview: current.view)
        case .changed:
            guard let (_, next) = swipe else { return }
            let dragged = gesture.translation(in: view).x
            next.view.frame = bounds.offsetBy(dx: bounds.width - dragged, dy: 0) // locate-here
        case .ended, .cancelled:
            guard let (current, next) = swipe else { return }
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            let finishes = gesture.state == .ended && (dx < -bounds.width / 2 || vx < -500)
            if !finishes {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
            }
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = finishes ? bounds : bounds.offsetBy(dx: bounds.width, dy: 0)
            }, completion: { _ in
                if finishes {
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    current.endAppearanceTransition()
                    next.endAppearanceTransition()
                    next.didMove(toParent: self)
                } else {
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.removeFromParent()
                    next.endAppearanceTransition()
                    current.willMove(toParent: self)
                    current.endAppearanceTransition()
                }
                self.swipe = nil
            })
        default:
            break
        }
    }
}
