import UIKitSim

/// What the interactive-swipe grader needs from the learner's `ContainerViewController`: the
/// given `init(sections:)`, `sections`, `nextSection()`, and the learner's `handleSwipe(_:)`,
/// which the grader calls from a simulated right-edge pan (selectors do not exist on Linux).
@MainActor
public protocol InteractiveSwipeContainer: UIViewController {
    init(sections: [UIViewController])
    var sections: [UIViewController] { get }
    func nextSection() -> UIViewController?
    func handleSwipe(_ gesture: UIPanGestureRecognizer)
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
/// Automatic forwarding stays on; begin/end appearance transitions hold both children's
/// appearance open from `.began` until the animation after the finger lifts has ended.
final class ReferenceInteractiveSwipeContainer: UIViewController, InteractiveSwipeContainer {
    let sections: [UIViewController]
    private var incoming: UIViewController?

    init(sections: [UIViewController]) {
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code by the grader") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = sections[0]
        addChild(first)
        first.view.frame = view.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func nextSection() -> UIViewController? {
        guard let current = children.first, let index = sections.firstIndex(where: { $0 === current }),
              index + 1 < sections.count else { return nil }
        return sections[index + 1]
    }

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
                UIView.animate(withDuration: 0.25, animations: { next.view.frame = self.view.bounds }) { _ in
                    next.endAppearanceTransition()
                    next.didMove(toParent: self)
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    current.endAppearanceTransition()
                    self.incoming = nil
                }
            } else {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
                UIView.animate(withDuration: 0.25, animations: {
                    next.view.frame = self.view.bounds.offsetBy(dx: width, dy: 0)
                }) { _ in
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.removeFromParent()
                    next.endAppearanceTransition()
                    current.willMove(toParent: self)
                    current.endAppearanceTransition()
                    self.incoming = nil
                }
            }
        default:
            break
        }
    }
}
