// locator-case: the learner measures how far the finger went as a fraction of the view's height instead of its width, so a slow drag past half the width still counts as short and the swipe cancels
// batch: 11
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

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            beginSwipe()
        case .changed:
            follow(gesture.translation(in: view).x)
        case .ended:
            endSwipe(gesture)
        case .cancelled:
            settle(finishing: false)
        default:
            break
        }
    }

    private func beginSwipe() {
        guard incoming == nil, let current = children.first, let next = nextSection() else { return }
        incoming = next
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
        view.addSubview(next.view)
    }

    private func follow(_ dx: CGFloat) {
        guard let next = incoming else { return }
        next.view.frame.origin.x = view.bounds.width + min(dx, 0)
    }

    private func endSwipe(_ gesture: UIPanGestureRecognizer) {
        let progress = -gesture.translation(in: view).x / view.bounds.height // locate-here
        let flicked = gesture.velocity(in: view).x < -500
        settle(finishing: progress > 0.5 || flicked)
    }

    private func settle(finishing: Bool) {
        guard let next = incoming, let current = children.first else { return }
        let bounds = view.bounds
        if finishing {
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = bounds
            }, completion: { _ in
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                current.view.removeFromSuperview()
                current.removeFromParent()
                current.endAppearanceTransition()
                self.incoming = nil
            })
        } else {
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
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
}
