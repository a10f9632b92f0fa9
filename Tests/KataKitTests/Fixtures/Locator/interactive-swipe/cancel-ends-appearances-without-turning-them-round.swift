// locator-case: On cancel the learner ends both appearance transitions without first beginning each in the opposite direction, so the staying section hears viewDidDisappear; add next.beginAppearanceTransition(false) and current.beginAppearanceTransition(true) before ending them.
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

    private var dragged: UIViewController?
    private var onScreen: UIViewController?

    private var swipeWidth: CGFloat { view.bounds.width }

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let dx = gesture.translation(in: view).x
        if gesture.state == .began {
            startSwipe()
            return
        }
        if gesture.state == .changed {
            dragged?.view.frame.origin.x = swipeWidth + min(dx, 0)
            return
        }
        guard gesture.state == .ended || gesture.state == .cancelled else { return }
        guard let incoming = dragged, let outgoing = onScreen else { return }
        let fastEnough = gesture.velocity(in: view).x < -500
        let farEnough = dx < -swipeWidth / 2
        if gesture.state == .ended && (fastEnough || farEnough) {
            complete(outgoing: outgoing, incoming: incoming)
        } else {
            rollBack(outgoing: outgoing, incoming: incoming)
        }
    }

    private func startSwipe() {
        guard dragged == nil, let current = children.first, let next = nextSection() else { return }
        dragged = next
        onScreen = current
        current.willMove(toParent: nil)
        addChild(next)
        var start = view.bounds
        start.origin.x = swipeWidth
        next.view.frame = start
        view.addSubview(next.view)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
    }

    private func complete(outgoing: UIViewController, incoming: UIViewController) {
        UIView.animate(withDuration: 0.2, animations: {
            incoming.view.frame = self.view.bounds
        }) { _ in
            outgoing.view.removeFromSuperview()
            outgoing.removeFromParent()
            outgoing.endAppearanceTransition()
            incoming.endAppearanceTransition()
            incoming.didMove(toParent: self)
            self.reset()
        }
    }

    private func rollBack(outgoing: UIViewController, incoming: UIViewController) {
        let parked = view.bounds.offsetBy(dx: swipeWidth, dy: 0) // locate-here
        UIView.animate(withDuration: 0.2, animations: { // locate-here
            incoming.view.frame = parked
        }) { _ in
            incoming.willMove(toParent: nil)
            incoming.view.removeFromSuperview()
            incoming.removeFromParent()
            incoming.endAppearanceTransition()
            outgoing.endAppearanceTransition()
            outgoing.willMove(toParent: self)
            self.reset()
        }
    }

    private func reset() {
        dragged = nil
        onScreen = nil
    }
}
