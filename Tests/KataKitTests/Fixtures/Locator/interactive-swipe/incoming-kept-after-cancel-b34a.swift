// locator-case: the cancel path's completion never clears the stored incoming section, so the guard in .began refuses every later swipe; set self.incoming = nil in the cancel completion too
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

    /// The section being dragged in; nil when no swipe is running.
    private var incoming: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        // TODO: .began — add nextSection() beside the current one and begin both appearances.
        // TODO: .changed — move the new section's view with the finger.
        // TODO: .ended / .cancelled — finish or cancel, after an animation.
        let width = view.bounds.width
        let state = gesture.state
        if state == .began {
            beginSwipe(width: width)
            return
        }
        guard let next = incoming, let current = children.first else { return }
        if state == .changed {
            let dx = gesture.translation(in: view).x
            next.view.frame.origin.x = width + min(dx, 0)
        } else if state == .ended || state == .cancelled {
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            if state == .ended, dx < -width / 2 || vx < -500 {
                finishSwipe(from: current, to: next)
            } else {
                cancelSwipe(from: current, to: next)
            }
        }
    }

    private func beginSwipe(width: CGFloat) {
        guard incoming == nil, let current = children.first, let next = nextSection() else { return }
        incoming = next
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
        view.addSubview(next.view)
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
            current.endAppearanceTransition() // locate-here
        }) // locate-here
    }
}
