// locator-case: on .began the learner remembers the incoming view's left edge before moving it past the right edge, so .changed drags it from x = 0 plus the translation instead of from the right edge
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

    private var dragged: UIViewController?
    /// Where the dragged view's left edge was when the finger landed.
    private var startX: CGFloat = 0

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            guard dragged == nil, let current = children.first, let next = nextSection() else { return }
            dragged = next
            addChild(next)
            startX = next.view.frame.minX // locate-here
            next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0) // locate-here
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            view.addSubview(next.view)
        case .changed:
            guard let next = dragged else { return }
            next.view.frame.origin.x = startX + min(0, translation.x)
        case .ended, .cancelled:
            guard let next = dragged, let current = children.first else { return }
            let width = view.bounds.width
            let commit = gesture.state == .ended
                && (translation.x < -width / 2 || gesture.velocity(in: view).x < -500)
            commit ? complete(current, replacedBy: next) : revert(current, keptOver: next)
        default:
            break
        }
    }

    private func complete(_ current: UIViewController, replacedBy next: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            self.dragged = nil
        })
    }

    private func revert(_ current: UIViewController, keptOver next: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
            self.dragged = nil
        })
    }
}
