// locator-case: The learner adds the incremental-pan idiom gesture.setTranslation(.zero, in: view) (as in many GitHub pan handlers, e.g. hunble/iOS-Test) to a handler that places the view at width + translation, so the new section never follows the finger and every release reads a near-zero translation and speed.
// batch: 12
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
            begin()
        case .changed:
            guard let next = incoming else { return }
            let dx = gesture.translation(in: view).x
            next.view.frame.origin.x = view.bounds.width + min(0, dx)
            gesture.setTranslation(.zero, in: view) // locate-here
        case .ended:
            let dx = gesture.translation(in: view).x
            let speed = gesture.velocity(in: view).x
            let width = view.bounds.width
            end(finishing: dx < -width / 2 || speed < -500)
        case .cancelled:
            end(finishing: false)
        default:
            break
        }
    }

    private func begin() {
        guard incoming == nil, let current = children.first, let next = nextSection() else { return }
        incoming = next
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
        view.addSubview(next.view)
    }

    private func end(finishing: Bool) {
        guard let next = incoming, let current = children.first else { return }
        if !finishing {
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
        }
        let bounds = view.bounds
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = finishing ? bounds : bounds.offsetBy(dx: bounds.width, dy: 0)
        }, completion: { _ in
            if finishing {
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
