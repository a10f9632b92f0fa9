// locator-case: the shared detach helper only warns a child when asked, and the cancel path calls it with warn: false, so the incoming section is removed without willMove(toParent: nil); the cancel path must pass warn: true.
// batch: 16
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

    private weak var arriving: UIViewController?

    /// Takes `child` out: its view first, then the relationship.
    private func detach(_ child: UIViewController, warn: Bool) {
        if warn { child.willMove(toParent: nil) }
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let w = view.bounds.width
        switch gesture.state {
        case .began:
            guard arriving == nil, let current = children.first, let next = nextSection() else { return }
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            addChild(next)
            next.view.frame = CGRect(x: w, y: 0, width: w, height: view.bounds.height)
            view.addSubview(next.view)
            next.beginAppearanceTransition(true, animated: true)
            arriving = next
        case .changed:
            arriving?.view.frame.origin.x = w + min(0, gesture.translation(in: view).x)
        case .ended, .cancelled:
            guard let next = arriving, let current = children.first else { return }
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            if gesture.state == .ended, dx < -w / 2 || vx < -500 {
                UIView.animate(withDuration: 0.25, animations: { next.view.frame.origin.x = 0 }) { _ in
                    self.detach(current, warn: false)
                    current.endAppearanceTransition()
                    next.endAppearanceTransition()
                    next.didMove(toParent: self)
                    self.arriving = nil
                }
            } else {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
                UIView.animate(withDuration: 0.25, animations: { next.view.frame.origin.x = w }) { _ in
                    self.detach(next, warn: false) // locate-here
                    next.endAppearanceTransition()
                    current.endAppearanceTransition()
                    current.didMove(toParent: self)
                    self.arriving = nil
                }
            }
        default:
            break
        }
    }
}
