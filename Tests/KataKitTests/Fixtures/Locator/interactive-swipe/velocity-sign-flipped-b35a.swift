// locator-case: the finish test compares the velocity with > 500, but a leftward flick has negative x velocity, so flicks cancel; velocity.x < -500
// batch: 35
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

    /// The section being dragged in while a swipe is under way.
    private var incoming: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        // TODO: .began — add nextSection() beside the current one and begin both appearances.
        // TODO: .changed — move the new section's view with the finger.
        // TODO: .ended / .cancelled — finish or cancel, after an animation.
        let width = view.bounds.width
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            guard incoming == nil, let current = children.first, let next = nextSection() else { return }
            incoming = next
            current.willMove(toParent: nil)
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            view.addSubview(next.view)
        case .changed:
            guard let next = incoming else { return }
            next.view.frame.origin.x = width + min(0, translation.x)
        case .ended, .cancelled:
            guard let next = incoming, let current = children.first else { return }
            let velocity = gesture.velocity(in: view)
            let finishes = gesture.state == .ended && (translation.x < -width / 2 || velocity.x > 500) // locate-here
            if finishes {
                complete(from: current, to: next)
            } else {
                revert(from: current, to: next)
            }
        default:
            break
        }
    }

    private func complete(from current: UIViewController, to next: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            self.incoming = nil
        })
    }

    private func revert(from current: UIViewController, to next: UIViewController) {
        // Turn both round first: endAppearanceTransition follows the last begin.
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
            current.willMove(toParent: self)
            self.incoming = nil
        })
    }
}
