// locator-case: in the release switch the slow-release case (.ended without distance or speed) calls finish instead of cancel, so an early slow release swaps the sections; that case must cancel.
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

    private var dragged: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let dx = gesture.translation(in: view).x
        if gesture.state == .began {
            guard dragged == nil, let current = children.first, let next = nextSection() else { return }
            dragged = next
            current.willMove(toParent: nil)
            addChild(next)
            current.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            view.addSubview(next.view)
            return
        }
        guard let next = dragged, let current = children.first else { return }
        if gesture.state == .changed {
            next.view.frame.origin.x = width + min(0, dx)
            return
        }
        let pastHalf = dx < -width / 2
        let fast = gesture.velocity(in: view).x < -500
        switch (gesture.state, pastHalf || fast) {
        case (.ended, true):
            complete(from: current, to: next)
        case (.ended, false):
            complete(from: current, to: next) // locate-here
        case (.cancelled, _):
            rollBack(from: current, to: next)
        default:
            break
        }
    }

    private func complete(from current: UIViewController, to next: UIViewController) {
        UIView.animate(withDuration: 0.2, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            self.dragged = nil
        })
    }

    private func rollBack(from current: UIViewController, to next: UIViewController) {
        current.beginAppearanceTransition(true, animated: true)
        next.beginAppearanceTransition(false, animated: true)
        UIView.animate(withDuration: 0.2, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.endAppearanceTransition()
            current.didMove(toParent: self)
            self.dragged = nil
        })
    }
}
