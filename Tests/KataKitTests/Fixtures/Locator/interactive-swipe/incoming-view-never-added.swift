// locator-case: on .began the incoming section becomes a child and begins appearing, but its view is never added to the container's view
// batch: 6
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

    private var incoming: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            startSwipe()
        case .changed:
            let dx = gesture.translation(in: view).x
            incoming?.view.frame.origin.x = view.bounds.width + min(0, dx)
        case .ended where isPastTheLine(gesture):
            endSwipe(finished: true)
        case .ended, .cancelled:
            endSwipe(finished: false)
        default:
            break
        }
    }

    /// Far enough, or fast enough, to the left.
    private func isPastTheLine(_ gesture: UIPanGestureRecognizer) -> Bool {
        gesture.translation(in: view).x < -view.bounds.width / 2 || gesture.velocity(in: view).x < -500
    }

    private func startSwipe() {
        guard incoming == nil, let current = children.first, let next = nextSection() else { return }
        incoming = next
        current.willMove(toParent: nil)
        current.beginAppearanceTransition(false, animated: true)
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)  // locate-here
        next.beginAppearanceTransition(true, animated: true)  // locate-here
    }

    private func endSwipe(finished: Bool) {
        guard let next = incoming, let current = children.first else { return }
        if !finished {
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
        }
        let bounds = view.bounds
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = finished ? bounds : bounds.offsetBy(dx: bounds.width, dy: 0)
        }, completion: { _ in
            if finished {
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                current.view.removeFromSuperview()
                current.removeFromParent()
                current.endAppearanceTransition()
            } else {
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.willMove(toParent: self)
                current.endAppearanceTransition()
            }
            self.incoming = nil
        })
    }
}
