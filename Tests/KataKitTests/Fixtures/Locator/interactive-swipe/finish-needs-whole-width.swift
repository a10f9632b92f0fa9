// locator-case: the finish test compares the translation with the whole width instead of half of it, so a slow drag past half cancels
// batch: 5
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

    /// Both sections while a swipe is under way.
    private var swipe: (current: UIViewController, next: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        switch gesture.state {
        case .began:
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            current.willMove(toParent: nil)
            addChild(next)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.insertSubview(next.view, aboveSubview: current.view)
        case .changed:
            guard let (_, next) = swipe else { return }
            let dx = gesture.translation(in: view).x
            next.view.frame = bounds.offsetBy(dx: bounds.width + min(dx, 0), dy: 0)
        case .ended, .cancelled:
            guard let (current, next) = swipe else { return }
            if gesture.state == .ended && shouldFinish(gesture) {
                complete(current: current, next: next)
            } else {
                revert(current: current, next: next)
            }
        default:
            break
        }
    }

    /// Far enough to the left, or fast enough to the left.
    private func shouldFinish(_ gesture: UIPanGestureRecognizer) -> Bool {
        let width = view.bounds.width
        let farEnough = gesture.translation(in: view).x < -width  // locate-here
        let fastEnough = gesture.velocity(in: view).x < -500
        return farEnough || fastEnough
    }

    private func complete(current: UIViewController, next: UIViewController) {
        UIView.animate(withDuration: 0.2, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            self.swipe = nil
        })
    }

    private func revert(current: UIViewController, next: UIViewController) {
        // Turn both appearances round before ending them.
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.2, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
            self.swipe = nil
        })
    }
}
