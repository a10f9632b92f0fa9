// locator-case: on .began the next section's view is given view.bounds (already on screen) instead of the frame just past the right edge, view.bounds.offsetBy(dx: width, dy: 0)
// batch: 22
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
        switch gesture.state {
        case .began:
            beginSwipe()
        case .changed:
            guard let (_, next) = swipe else { return }
            let dx = min(0, gesture.translation(in: view).x)
            next.view.frame.origin.x = view.bounds.width + dx
        case .ended, .cancelled:
            guard let (current, next) = swipe else { return }
            let width = view.bounds.width
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            if gesture.state == .ended && (dx < -width / 2 || vx < -500) {
                finishSwipe(from: current, to: next)
            } else {
                cancelSwipe(from: current, to: next)
            }
        default:
            break
        }
    }

    /// The section on screen and the one coming in, while a swipe is under way.
    private var swipe: (current: UIViewController, next: UIViewController)?

    private func beginSwipe() {
        guard swipe == nil, let current = children.first, let next = nextSection() else { return }
        swipe = (current, next)
        addChild(next)
        next.view.frame = view.bounds // locate-here
        view.addSubview(next.view)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
    }

    private func finishSwipe(from current: UIViewController, to next: UIViewController) {
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            self.swipe = nil
        })
    }

    private func cancelSwipe(from current: UIViewController, to next: UIViewController) {
        current.beginAppearanceTransition(true, animated: true)
        next.beginAppearanceTransition(false, animated: true)
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
            self.swipe = nil
        })
    }
}
