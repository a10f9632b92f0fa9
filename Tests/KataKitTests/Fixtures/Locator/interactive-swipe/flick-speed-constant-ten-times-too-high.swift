// locator-case: the flick threshold constant is 5000 pt/s instead of 500, so a quick short flick cancels; the learner should set flickSpeed to 500.
// batch: 13
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
        /// How far (as a share of the width) the finger must drag before a release finishes.
        static let finishShare: CGFloat = 0.5
        /// A flick faster than this (leftward, pt/s) finishes however short it was.
        static let flickSpeed: CGFloat = 5000 // locate-here
        static let duration: TimeInterval = 0.3
    }

    private var dragged: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            beginSwipe()
        case .changed:
            guard let dragged else { return }
            let dx = gesture.translation(in: view).x
            dragged.view.frame.origin.x = view.bounds.width + min(dx, 0)
        case .ended:
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            let farEnough = dx < -view.bounds.width * Swipe.finishShare
            let fastEnough = vx < -Swipe.flickSpeed
            endSwipe(finishing: farEnough || fastEnough)
        case .cancelled:
            endSwipe(finishing: false)
        default:
            break
        }
    }

    private func beginSwipe() {
        guard dragged == nil, let current = children.first, let next = nextSection() else { return }
        dragged = next
        current.willMove(toParent: nil)
        addChild(next)
        var start = view.bounds
        start.origin.x = start.width
        next.view.frame = start
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        view.addSubview(next.view)
    }

    private func endSwipe(finishing: Bool) {
        guard let next = dragged, let current = children.first else { return }
        if !finishing {
            // turn both round before ending them
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
        }
        let width = view.bounds.width
        UIView.animate(withDuration: Swipe.duration, animations: {
            next.view.frame.origin.x = finishing ? 0 : width
        }, completion: { _ in
            if finishing {
                current.view.removeFromSuperview()
                current.removeFromParent()
                current.endAppearanceTransition()
                next.endAppearanceTransition()
                next.didMove(toParent: self)
            } else {
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.endAppearanceTransition()
                current.willMove(toParent: self)
            }
            self.dragged = nil
        })
    }
}
