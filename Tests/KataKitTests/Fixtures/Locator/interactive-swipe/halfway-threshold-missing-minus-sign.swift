// locator-case: The learner compares the (negative) leftward translation against +width/2 instead of -width/2, so every short release finishes the swipe; the halfway test should be translation.x < -width / 2.
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

    // the section being pulled in while a swipe is in flight
    private weak var pending: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            begin()
        case .changed:
            let finger = gesture.translation(in: view)
            pending?.view.frame.origin.x = view.bounds.width + min(0, finger.x)
        case .ended:
            let finger = gesture.translation(in: view)
            let speed = gesture.velocity(in: view)
            let halfway = view.bounds.width / 2 // locate-here
            let passedHalf = finger.x < halfway // locate-here
            settle(finishing: passedHalf || speed.x < -500)
        case .cancelled:
            settle(finishing: false)
        default:
            break
        }
    }

    private func begin() {
        guard pending == nil, let current = children.first, let next = nextSection() else { return }
        addChild(next)
        pending = next
        next.view.frame = CGRect(x: view.bounds.width, y: 0,
                                 width: view.bounds.width, height: view.bounds.height)
        view.addSubview(next.view)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
    }

    private func settle(finishing: Bool) {
        guard let next = pending, let current = children.first, current !== next else { return }
        if !finishing {
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
        }
        let target = finishing ? view.bounds : view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = target
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
            self.pending = nil
        })
    }
}
