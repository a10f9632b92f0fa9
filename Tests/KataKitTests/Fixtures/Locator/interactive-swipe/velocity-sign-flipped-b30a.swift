// locator-case: the flick test compares the velocity with the wrong sign (velocity.x > 500); a leftward flick is velocity.x < -500
// batch: 30
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

    private var swipe: (current: UIViewController, next: UIViewController)?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        switch gesture.state {
        case .began:
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            current.willMove(toParent: nil)
            addChild(next)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.insertSubview(next.view, aboveSubview: current.view)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        case .changed:
            guard let (_, next) = swipe else { return }
            let dx = min(gesture.translation(in: view).x, 0)
            next.view.frame = bounds.offsetBy(dx: bounds.width + dx, dy: 0)
        case .ended, .cancelled:
            guard let (current, next) = swipe else { return }
            let farEnough = gesture.translation(in: view).x < -bounds.width / 2
            let fastEnough = gesture.velocity(in: view).x > 500 // locate-here
            let completes = gesture.state == .ended && (farEnough || fastEnough)
            if !completes {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
            }
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = completes ? bounds : bounds.offsetBy(dx: bounds.width, dy: 0)
            }, completion: { _ in
                if completes {
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
                    current.didMove(toParent: self)
                }
                self.swipe = nil
            })
        default:
            break
        }
    }
}
