// locator-case: In the finish completion the learner's loop over the leaving children calls `removeFromParent()` before `removeFromSuperview()`, so the old section's relationship ends while its view is still on screen; take the view out first, then remove it from its parent.
// batch: 17
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

    /// The section being dragged in; nil when no swipe is under way.
    private var incoming: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            beginSwipe()
        case .changed:
            guard let next = incoming else { return }
            let x = gesture.translation(in: view).x
            next.view.frame = view.bounds.offsetBy(dx: view.bounds.width + min(0, x), dy: 0)
        case .ended, .cancelled:
            guard let next = incoming else { return }
            let width = view.bounds.width
            let far = gesture.translation(in: view).x < -width / 2
            let fast = gesture.velocity(in: view).x < -500
            if gesture.state == .ended, far || fast {
                completeSwipe(to: next)
            } else {
                abandonSwipe(of: next)
            }
        default:
            break
        }
    }

    private func beginSwipe() {
        guard incoming == nil, let current = children.first, let next = nextSection() else { return }
        incoming = next
        current.willMove(toParent: nil)
        addChild(next)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        view.addSubview(next.view)
    }

    private func completeSwipe(to next: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            // Everything that is not the new section leaves now.
            for leaving in self.children where leaving !== next {
                leaving.removeFromParent() // locate-here
                leaving.view.removeFromSuperview() // locate-here
                leaving.endAppearanceTransition()
            }
            self.incoming = nil
        })
    }

    private func abandonSwipe(of next: UIViewController) {
        guard let current = children.first else { return }
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.endAppearanceTransition()
            current.didMove(toParent: self)
            self.incoming = nil
        })
    }
}
