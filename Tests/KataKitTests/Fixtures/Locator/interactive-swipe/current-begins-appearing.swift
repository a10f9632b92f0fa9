// locator-case: on .began the current section begins appearing (true) instead of disappearing
// batch: 3
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

    /// No stored state: while a swipe is on, the incoming section is the second child.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let dx = min(0, gesture.translation(in: view).x)
        switch gesture.state {
        case .began:
            guard children.count == 1, let current = children.first, let next = nextSection() else { return }
            addChild(next)
            next.view.frame = view.bounds
            next.view.transform = CGAffineTransform(translationX: width, y: 0)
            next.beginAppearanceTransition(true, animated: true)
            view.addSubview(next.view)
            current.beginAppearanceTransition(true, animated: true)  // locate-here
            current.willMove(toParent: nil)
        case .changed:
            guard children.count == 2 else { return }
            children[1].view.transform = CGAffineTransform(translationX: width + dx, y: 0)
        case .ended, .cancelled:
            guard children.count == 2 else { return }
            let current = children[0], next = children[1]
            let finishes = gesture.state == .ended && (dx < -width / 2 || gesture.velocity(in: view).x < -500)
            finishes ? complete(from: current, to: next) : rollBack(from: current, to: next)
        default:
            break
        }
    }

    private func complete(from current: UIViewController, to next: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            next.view.transform = .identity
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
        })
    }

    private func rollBack(from current: UIViewController, to next: UIViewController) {
        let width = view.bounds.width
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.2, animations: {
            next.view.transform = CGAffineTransform(translationX: width, y: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.view.transform = .identity
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
        })
    }
}
