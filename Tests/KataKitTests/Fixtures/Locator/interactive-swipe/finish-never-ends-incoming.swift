// locator-case: the finish never ends the incoming section's appearance transition, so it never hears viewDidAppear
// batch: 4
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

    /// The section being dragged in, from .began until the animation after the release ends.
    private var incoming: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
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
            let finishes = gesture.state == .ended
                && (gesture.translation(in: view).x < -width / 2 || gesture.velocity(in: view).x < -500)
            if finishes {
                slide(next, to: view.bounds) { self.conclude(from: current, to: next) }
            } else {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
                slide(next, to: view.bounds.offsetBy(dx: width, dy: 0)) { self.restore(current, dropping: next) }
            }
        default:
            break
        }
    }

    /// Animates `section`'s view to `frame`, then runs `completion`.
    private func slide(_ section: UIViewController, to frame: CGRect, completion: @escaping () -> Void) {
        UIView.animate(withDuration: 0.25, animations: {
            section.view.frame = frame
        }, completion: { _ in completion() })
    }

    /// The swipe finished: `next` is the section on screen now.
    private func conclude(from current: UIViewController, to next: UIViewController) {
        next.didMove(toParent: self)  // locate-here
        current.view.removeFromSuperview()  // locate-here
        current.removeFromParent()
        current.endAppearanceTransition()
        incoming = nil
    }

    /// The swipe was cancelled: `next` leaves, `current` stays.
    private func restore(_ current: UIViewController, dropping next: UIViewController) {
        next.willMove(toParent: nil)
        next.view.removeFromSuperview()
        next.removeFromParent()
        next.endAppearanceTransition()
        current.willMove(toParent: self)
        current.endAppearanceTransition()
        incoming = nil
    }
}
