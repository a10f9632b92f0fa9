// locator-case: on cancel only the incoming section's appearance is reversed; the staying section is never begun appearing again, so it ends as did-disappear; also call current.beginAppearanceTransition(true, animated: true) before the animation
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

    /// The section being dragged in, from .began until its animation ends.
    private var incoming: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        // TODO: .began — add nextSection() beside the current one and begin both appearances.
        // TODO: .changed — move the new section's view with the finger.
        // TODO: .ended / .cancelled — finish or cancel, after an animation.
        let width = view.bounds.width
        switch gesture.state {
        case .began:
            guard incoming == nil, let current = children.first, let next = nextSection() else { return }
            incoming = next
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            view.addSubview(next.view)
        case .changed:
            guard let next = incoming else { return }
            next.view.frame.origin.x = width + min(0, gesture.translation(in: view).x)
        case .ended, .cancelled:
            guard let next = incoming, let current = children.first else { return }
            let translation = gesture.translation(in: view).x
            let velocity = gesture.velocity(in: view).x
            if gesture.state == .ended && (translation < -width / 2 || velocity < -500) {
                finishSwipe(from: current, to: next)
            } else {
                cancelSwipe(from: current, to: next)
            }
        default:
            break
        }
    }

    private func finishSwipe(from current: UIViewController, to next: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            self.incoming = nil
        })
    }

    private func cancelSwipe(from current: UIViewController, to next: UIViewController) {
        // The incoming section is not coming after all: turn its transition round.
        next.beginAppearanceTransition(false, animated: true) // locate-here
        let offscreen = view.bounds.offsetBy(dx: view.bounds.width, dy: 0) // locate-here
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = offscreen
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
            self.incoming = nil
        })
    }
}
