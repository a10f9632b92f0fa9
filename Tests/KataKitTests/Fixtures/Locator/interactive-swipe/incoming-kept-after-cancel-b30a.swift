// locator-case: after a cancelled swipe the stored incoming section is never cleared (self.incoming = nil missing in the cancel completion), so the next swipe is refused
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

    /// The section being dragged in; nil when no swipe is under way.
    private var incoming: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            beginSwipe()
        case .changed:
            guard let next = incoming else { return }
            let dx = gesture.translation(in: view).x
            next.view.frame = view.bounds.offsetBy(dx: view.bounds.width + min(dx, 0), dy: 0)
        case .ended:
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            if dx < -view.bounds.width / 2 || vx < -500 {
                completeSwipe()
            } else {
                cancelSwipe()
            }
        case .cancelled:
            cancelSwipe()
        default:
            break
        }
    }

    private func beginSwipe() {
        guard incoming == nil else { return }
        guard let current = children.first, let next = nextSection() else { return }
        incoming = next
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        view.addSubview(next.view)
        current.willMove(toParent: nil)
        current.beginAppearanceTransition(false, animated: true)
        next.beginAppearanceTransition(true, animated: true)
    }

    private func completeSwipe() {
        guard let next = incoming, let current = children.first else { return }
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            self.incoming = nil
        })
    }

    private func cancelSwipe() {
        guard let next = incoming, let current = children.first else { return }
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds.offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.didMove(toParent: self)
            current.endAppearanceTransition() // locate-here
        }) // locate-here
    }
}
