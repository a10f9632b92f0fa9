// locator-case: a sanity guard in the finish completion checks for two children right after the current section was removed, so it always returns and the current section never hears did-disappear and the swipe state is never reset; drop the guard (or check before removing).
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

    private var pending: (from: UIViewController, to: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            guard pending == nil, let current = children.first, let next = nextSection() else { return }
            pending = (current, next)
            addChild(next)
            next.beginAppearanceTransition(true, animated: true)
            current.willMove(toParent: nil)
            current.beginAppearanceTransition(false, animated: true)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.addSubview(next.view)
        case .changed:
            pending?.to.view.frame.origin.x = bounds.width + min(0, translation.x)
        case .ended, .cancelled:
            guard let (current, next) = pending else { return }
            let wins = gesture.state == .ended
                && (translation.x < -bounds.width / 2 || gesture.velocity(in: view).x < -500)
            wins ? slideIn(next, over: current) : slideBack(next, behind: current)
        default:
            break
        }
    }

    private func slideIn(_ next: UIViewController, over current: UIViewController) {
        UIView.animate(withDuration: 0.25) {
            next.view.frame = self.view.bounds
        } completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            guard self.children.count == 2 else { return } // locate-here
            current.endAppearanceTransition()
            self.pending = nil
        }
    }

    private func slideBack(_ next: UIViewController, behind current: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25) {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        } completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.endAppearanceTransition()
            current.willMove(toParent: self)
            self.pending = nil
        }
    }
}
