// locator-case: shouldFinish(_:) judges only distance and speed and never checks that the gesture .ended, so a system .cancelled past half way finishes the swipe; require gesture.state == .ended
// batch: 24
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
            beginSwipe()
        case .changed:
            guard children.count == 2 else { return }
            let dx = min(0, gesture.translation(in: view).x)
            children[1].view.frame = view.bounds.offsetBy(dx: width + dx, dy: 0)
        case .ended, .cancelled:
            guard children.count == 2 else { return }
            let current = children[0], next = children[1]
            if shouldFinish(gesture) {
                finishSwipe(from: current, to: next)
            } else {
                cancelSwipe(from: current, to: next)
            }
        default:
            break
        }
    }

    /// Past half the width, or a fast flick to the left.
    private func shouldFinish(_ gesture: UIPanGestureRecognizer) -> Bool {
        let width = view.bounds.width
        return gesture.translation(in: view).x < -width / 2 || gesture.velocity(in: view).x < -500 // locate-here
    }

    private func beginSwipe() {
        guard children.count == 1, let current = children.first, let next = nextSection() else { return }
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        view.addSubview(next.view)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
    }

    private func finishSwipe(from current: UIViewController, to next: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            next.endAppearanceTransition()
            next.didMove(toParent: self)
        })
    }

    private func cancelSwipe(from current: UIViewController, to next: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.endAppearanceTransition()
            current.didMove(toParent: self)
        })
    }
}
