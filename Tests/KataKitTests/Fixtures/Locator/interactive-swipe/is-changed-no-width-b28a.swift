// locator-case: .changed places the new view at width - translation.x, so a leftward drag pushes it further right; use width + translation.x (clamped at 0)
// batch: 28
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
        switch gesture.state {
        case .began:
            startSwipe()
        case .changed:
            guard let next = incoming else { return }
            let translation = gesture.translation(in: view)
            next.view.frame.origin.x = view.bounds.width - translation.x // locate-here
        case .ended:
            let translation = gesture.translation(in: view)
            let velocity = gesture.velocity(in: view)
            let finishes = translation.x < -view.bounds.width / 2 || velocity.x < -500
            endSwipe(finishing: finishes)
        case .cancelled:
            endSwipe(finishing: false)
        default:
            break
        }
    }

    private var incoming: UIViewController?

    private func startSwipe() {
        guard incoming == nil, let current = children.first, let next = nextSection() else { return }
        incoming = next
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
        view.addSubview(next.view)
    }

    private func endSwipe(finishing: Bool) {
        guard let next = incoming, let current = children.first else { return }
        if !finishing {
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
        }
        let target = finishing ? view.bounds : view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = target
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
