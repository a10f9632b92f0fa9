// locator-case: the learner's start helper begins the incoming section's appearance but never begins the current section's disappearance, so the current one hears no viewWillDisappear and its later end is unbalanced; add current.beginAppearanceTransition(false, animated: true).
// batch: 19
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

    /// The swipe in progress: who is on screen and who is coming in.
    private var pair: (current: UIViewController, next: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            startSwipe()
        case .changed:
            guard let pair = pair else { return }
            let dx = min(0, gesture.translation(in: view).x)
            pair.next.view.frame.origin.x = view.bounds.width + dx
        case .ended, .cancelled:
            guard let pair = pair else { return }
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            let done = gesture.state == .ended && (dx < -view.bounds.width / 2 || vx < -500)
            if done {
                finishSwipe(pair.current, pair.next)
            } else {
                cancelSwipe(pair.current, pair.next)
            }
        default:
            break
        }
    }

    private func startSwipe() {
        guard pair == nil, let current = children.first, let next = nextSection() else { return }
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        next.beginAppearanceTransition(true, animated: true) // locate-here
        current.willMove(toParent: nil) // locate-here
        view.addSubview(next.view)
        pair = (current, next)
    }

    private func finishSwipe(_ current: UIViewController, _ next: UIViewController) {
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            self.pair = nil
        })
    }

    private func cancelSwipe(_ current: UIViewController, _ next: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.didMove(toParent: self)
            current.endAppearanceTransition()
            self.pair = nil
        })
    }
}
