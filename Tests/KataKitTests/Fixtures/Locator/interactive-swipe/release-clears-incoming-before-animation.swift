// locator-case: The learner clears `incoming` as soon as the finger lifts, before the settle animation, so the completion's `settle(finishing:)` helper finds no incoming section and returns without ending either move; clear `incoming` at the end of `settle(finishing:)` instead.
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

    /// The section coming in while a swipe is under way.
    private var incoming: UIViewController?

    private var offscreenRight: CGRect {
        view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
    }

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            guard incoming == nil,
                  let current = children.first,
                  let next = nextSection() else { return }
            addChild(next)
            next.view.frame = offscreenRight
            view.addSubview(next.view)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            incoming = next
        case .changed:
            incoming?.view.frame = offscreenRight.offsetBy(dx: min(0, translation.x), dy: 0)
        case .ended, .cancelled:
            guard let next = incoming else { return }
            let width = view.bounds.width
            let finishing = gesture.state == .ended
                && (translation.x < -width / 2 || gesture.velocity(in: view).x < -500)
            incoming = nil // locate-here
            if !finishing, let current = children.first {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
            }
            let target = finishing ? view.bounds : offscreenRight
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = target
            }, completion: { _ in
                self.settle(finishing: finishing)
            })
        default:
            break
        }
    }

    /// Ends both moves once the animation is over.
    private func settle(finishing: Bool) {
        guard let next = incoming, let current = children.first else { return }
        if finishing {
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
        } else {
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.endAppearanceTransition()
            current.willMove(toParent: self)
        }
    }
}
