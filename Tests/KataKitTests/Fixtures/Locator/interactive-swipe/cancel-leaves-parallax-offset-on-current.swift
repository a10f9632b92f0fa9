// locator-case: the current section's view is slid with the finger but the cancel animation only moves the new view back, leaving the current view offset; the learner should put the current view back at x = 0 when cancelling.
// batch: 13
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

    private var swipeTarget: UIViewController?

    /// Parallax: the section on screen drifts left at a third of the finger's speed.
    private func parallax(for dx: CGFloat) -> CGFloat { dx / 3 }

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let w = view.bounds.width
        let dx = min(gesture.translation(in: view).x, 0)
        guard let current = children.first else { return }

        if gesture.state == .began {
            guard swipeTarget == nil, let next = nextSection() else { return }
            swipeTarget = next
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            addChild(next)
            next.view.frame = CGRect(x: w, y: 0, width: w, height: view.bounds.height)
            next.beginAppearanceTransition(true, animated: true)
            view.addSubview(next.view)
            return
        }

        guard let next = swipeTarget else { return }

        if gesture.state == .changed {
            next.view.frame.origin.x = w + dx
            current.view.frame.origin.x = parallax(for: dx)
            return
        }

        if gesture.state != .ended && gesture.state != .cancelled { return }

        let goesThrough = gesture.state == .ended && (dx < -w / 2 || gesture.velocity(in: view).x < -500)
        if goesThrough {
            UIView.animate(withDuration: 0.3, animations: {
                next.view.frame.origin.x = 0
                current.view.frame.origin.x = -w / 3
            }, completion: { _ in
                current.view.removeFromSuperview()
                current.view.frame.origin.x = 0
                current.removeFromParent()
                current.endAppearanceTransition()
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                self.swipeTarget = nil
            })
            return
        }

        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame.origin.x = w // locate-here
        }, completion: { _ in // locate-here
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
            self.swipeTarget = nil
        })
    }
}
