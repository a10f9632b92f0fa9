// locator-case: the cancel path never clears the stored swipe, so after a cancelled swipe every .began returns early; set self.swipe = nil at the end of the cancel completion
// batch: 35
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

    /// The two sections of the swipe in progress, from .began until its animation ends.
    private var swipe: (current: UIViewController, next: UIViewController)?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        // TODO: .began — add nextSection() beside the current one and begin both appearances.
        // TODO: .changed — move the new section's view with the finger.
        // TODO: .ended / .cancelled — finish or cancel, after an animation.
        let bounds = view.bounds
        switch gesture.state {
        case .began:
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            addChild(next)
            next.beginAppearanceTransition(true, animated: true)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.addSubview(next.view)
            current.willMove(toParent: nil)
            current.beginAppearanceTransition(false, animated: true)
        case .changed:
            guard let (_, next) = swipe else { return }
            let dx = min(0, gesture.translation(in: view).x)
            next.view.frame = bounds.offsetBy(dx: bounds.width + dx, dy: 0)
        case .ended:
            guard let (current, next) = swipe else { return }
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            if dx < -bounds.width / 2 || vx < -500 {
                finishSwipe(from: current, to: next)
            } else {
                cancelSwipe(from: current, to: next)
            }
        case .cancelled:
            guard let (current, next) = swipe else { return }
            cancelSwipe(from: current, to: next)
        default:
            break
        }
    }

    private func finishSwipe(from current: UIViewController, to next: UIViewController) {
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            self.swipe = nil
        })
    }

    private func cancelSwipe(from current: UIViewController, to next: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        let offscreen = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = offscreen
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.endAppearanceTransition()
            current.didMove(toParent: self) // locate-here
        }) // locate-here
    }
}
