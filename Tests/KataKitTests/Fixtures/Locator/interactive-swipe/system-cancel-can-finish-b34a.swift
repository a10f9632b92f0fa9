// locator-case: the finish decision ignores the gesture state, so a system .cancelled past half the width or with a fast leftward velocity finishes the swipe; finish only when gesture.state == .ended and the distance/velocity test holds
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

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        // TODO: .began — add nextSection() beside the current one and begin both appearances.
        // TODO: .changed — move the new section's view with the finger.
        // TODO: .ended / .cancelled — finish or cancel, after an animation.
        let width = view.bounds.width
        switch gesture.state {
        case .began:
            // Only one swipe at a time: the incoming section is the second child while it runs.
            guard children.count == 1, let current = children.first, let next = nextSection() else { return }
            current.willMove(toParent: nil)
            addChild(next)
            current.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
            next.view.frame = view.bounds
            next.view.transform = CGAffineTransform(translationX: width, y: 0)
            view.addSubview(next.view)
        case .changed:
            guard children.count == 2 else { return }
            let dx = min(0, gesture.translation(in: view).x)
            children[1].view.transform = CGAffineTransform(translationX: width + dx, y: 0)
        case .ended, .cancelled:
            guard children.count == 2 else { return }
            let current = children[0], next = children[1]
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            let finishes = dx < -width / 2 || vx < -500 // locate-here
            if finishes {
                UIView.animate(withDuration: 0.3, animations: {
                    next.view.transform = .identity
                }, completion: { _ in
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    current.endAppearanceTransition()
                    next.endAppearanceTransition()
                    next.didMove(toParent: self)
                })
            } else {
                current.beginAppearanceTransition(true, animated: true)
                next.beginAppearanceTransition(false, animated: true)
                UIView.animate(withDuration: 0.3, animations: {
                    next.view.transform = CGAffineTransform(translationX: width, y: 0)
                }, completion: { _ in
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.view.transform = .identity
                    next.removeFromParent()
                    next.endAppearanceTransition()
                    current.endAppearanceTransition()
                    current.didMove(toParent: self)
                })
            }
        default:
            break
        }
    }
}
