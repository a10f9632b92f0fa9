// locator-case: The learner calls next.didMove(toParent: self) on .began right after addChild, out of embed habit, before the swipe's outcome is known; didMove belongs in the finish completion only.
// batch: 15
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

    private enum Swipe {
        case idle
        case dragging(from: UIViewController, to: UIViewController)
    }

    private var swipe = Swipe.idle

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let w = view.bounds.width
        switch (gesture.state, swipe) {
        case (.began, .idle):
            guard let from = children.first, let to = nextSection() else { return }
            addChild(to)
            to.didMove(toParent: self) // locate-here
            to.view.frame = CGRect(origin: CGPoint(x: w, y: 0), size: view.bounds.size)
            to.beginAppearanceTransition(true, animated: true)
            view.addSubview(to.view)
            from.beginAppearanceTransition(false, animated: true)
            from.willMove(toParent: nil)
            swipe = .dragging(from: from, to: to)
        case (.changed, .dragging(_, let to)):
            let x = gesture.translation(in: view).x
            to.view.frame.origin.x = w + (x < 0 ? x : 0)
        case (.ended, .dragging(let from, let to)):
            let x = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            if x < -w / 2 || vx < -500 {
                finishSwipe(from: from, to: to)
            } else {
                cancelSwipe(from: from, to: to)
            }
        case (.cancelled, .dragging(let from, let to)):
            cancelSwipe(from: from, to: to)
        default:
            break
        }
    }

    private func finishSwipe(from: UIViewController, to: UIViewController) {
        UIView.animate(withDuration: 0.25) {
            to.view.frame.origin.x = 0
        } completion: { _ in
            from.view.removeFromSuperview()
            from.removeFromParent()
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            self.swipe = .idle
        }
    }

    private func cancelSwipe(from: UIViewController, to: UIViewController) {
        to.beginAppearanceTransition(false, animated: true)
        from.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25) {
            to.view.frame.origin.x = self.view.bounds.width
        } completion: { _ in
            to.willMove(toParent: nil)
            to.view.removeFromSuperview()
            to.removeFromParent()
            to.endAppearanceTransition()
            from.willMove(toParent: self)
            from.endAppearanceTransition()
            self.swipe = .idle
        }
    }
}
