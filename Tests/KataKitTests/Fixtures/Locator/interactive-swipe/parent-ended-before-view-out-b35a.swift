// locator-case: when the swipe finishes, the old section is removed from its parent before its view leaves the hierarchy; call current.view.removeFromSuperview() before current.removeFromParent()
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

    private var dragged: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        // TODO: .began — add nextSection() beside the current one and begin both appearances.
        // TODO: .changed — move the new section's view with the finger.
        // TODO: .ended / .cancelled — finish or cancel, after an animation.
        switch gesture.state {
        case .began:
            swipeBegan()
        case .changed:
            guard let next = dragged else { return }
            let offset = min(0, gesture.translation(in: view).x)
            next.view.frame.origin.x = view.bounds.width + offset
        case .ended:
            let pastHalf = gesture.translation(in: view).x < -view.bounds.width / 2
            let fast = gesture.velocity(in: view).x < -500
            swipeLifted(finishing: pastHalf || fast)
        case .cancelled:
            swipeLifted(finishing: false)
        default:
            break
        }
    }

    private func swipeBegan() {
        guard dragged == nil else { return }
        guard let current = children.first, let next = nextSection() else { return }
        dragged = next
        current.willMove(toParent: nil)
        current.beginAppearanceTransition(false, animated: true)
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        next.beginAppearanceTransition(true, animated: true)
        view.addSubview(next.view)
    }

    private func swipeLifted(finishing: Bool) {
        guard let next = dragged, let current = children.first else { return }
        if !finishing {
            current.beginAppearanceTransition(true, animated: true)
            next.beginAppearanceTransition(false, animated: true)
        }
        let width = view.bounds.width
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame.origin.x = finishing ? 0 : width
        }, completion: { _ in
            if finishing {
                current.removeFromParent() // locate-here
                current.view.removeFromSuperview()
                current.endAppearanceTransition()
                next.endAppearanceTransition()
                next.didMove(toParent: self)
            } else {
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.endAppearanceTransition()
                current.willMove(toParent: self)
            }
            self.dragged = nil
        })
    }
}
