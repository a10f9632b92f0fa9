// locator-case: The learner's helper that positions the dragged view during .changed returns only the finger's translation instead of width plus translation, so the new view jumps to the left edge; the x should be view.bounds.width + translation.
// batch: 15
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

    private var swipeInFlight = false

    /// Where the incoming view's left edge goes for a given finger translation.
    private func incomingX(for translationX: CGFloat) -> CGFloat {
        let clamped = min(translationX, 0)
        return clamped // locate-here
    }

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let state = gesture.state
        if state == .began {
            guard !swipeInFlight, let current = children.first, let next = nextSection() else { return }
            swipeInFlight = true
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
            view.addSubview(next.view)
            current.willMove(toParent: nil)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        } else if state == .changed {
            guard swipeInFlight, children.count == 2 else { return }
            children[1].view.frame.origin.x = incomingX(for: gesture.translation(in: view).x)
        } else if state == .ended || state == .cancelled {
            guard swipeInFlight, children.count == 2 else { return }
            let current = children[0]
            let next = children[1]
            let t = gesture.translation(in: view).x
            let v = gesture.velocity(in: view).x
            var keepNext = false
            if state == .ended {
                keepNext = t < -view.bounds.width / 2 || v < -500
            }
            if keepNext {
                UIView.animate(withDuration: 0.25, animations: {
                    next.view.frame = self.view.bounds
                }, completion: { _ in
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    next.didMove(toParent: self)
                    current.endAppearanceTransition()
                    next.endAppearanceTransition()
                    self.swipeInFlight = false
                })
            } else {
                current.beginAppearanceTransition(true, animated: true)
                next.beginAppearanceTransition(false, animated: true)
                UIView.animate(withDuration: 0.25, animations: {
                    next.view.frame.origin.x = self.view.bounds.width
                }, completion: { _ in
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.removeFromParent()
                    current.willMove(toParent: self)
                    current.endAppearanceTransition()
                    next.endAppearanceTransition()
                    self.swipeInFlight = false
                })
            }
        }
    }
}
