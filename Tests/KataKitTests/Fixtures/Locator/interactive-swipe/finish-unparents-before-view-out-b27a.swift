// locator-case: when the swipe finishes, current.removeFromParent() runs before current's view is taken out; remove the view first, then removeFromParent()
// batch: 27
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
        if gesture.state == .began {
            guard pending == nil, let current = children.first, let next = nextSection() else { return }
            pending = (current, next)
            addChild(next)
            next.view.frame = CGRect(x: width, y: 0, width: width, height: view.bounds.height)
            view.addSubview(next.view)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            return
        }
        guard let (current, next) = pending else { return }
        if gesture.state == .changed {
            let x = gesture.translation(in: view).x
            next.view.frame.origin.x = width + min(x, 0)
            return
        }
        guard gesture.state == .ended || gesture.state == .cancelled else { return }
        let translation = gesture.translation(in: view)
        let velocity = gesture.velocity(in: view)
        let finishes = gesture.state == .ended && (translation.x < -width / 2 || velocity.x < -500)
        if finishes {
            UIView.animate(withDuration: 0.3, animations: {
                next.view.frame.origin.x = 0
            }, completion: { _ in
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                current.removeFromParent() // locate-here
                current.view.removeFromSuperview()
                current.endAppearanceTransition()
                self.pending = nil
            })
        } else {
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
            UIView.animate(withDuration: 0.3, animations: {
                next.view.frame.origin.x = width
            }, completion: { _ in
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.didMove(toParent: self)
                current.endAppearanceTransition()
                self.pending = nil
            })
        }
    }

    /// The section on screen and the one coming in, while a swipe is under way.
    private var pending: (current: UIViewController, next: UIViewController)?
}
