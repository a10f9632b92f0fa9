// locator-case: The learner keeps the section to drag in as a lazy var computed once, so after a finished swipe the next swipe tries to drag in the section already on screen.
// batch: 10
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

    /// The section that a swipe drags in.
    private lazy var upcoming: UIViewController? = nextSection() // locate-here
    private var dragging = false

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        switch gesture.state {
        case .began:
            guard !dragging, let current = children.first, let next = upcoming else { return }
            dragging = true
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            view.addSubview(next.view)
            current.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
            current.willMove(toParent: nil)
        case .changed:
            guard dragging, let next = upcoming else { return }
            next.view.frame.origin.x = width + min(0, gesture.translation(in: view).x)
        case .ended, .cancelled:
            guard dragging, let next = upcoming, let current = children.first else { return }
            let goes = gesture.state == .ended
                && (gesture.translation(in: view).x < -width / 2 || gesture.velocity(in: view).x < -500)
            goes ? finish(current, next) : cancel(current, next)
        default:
            break
        }
    }

    private func finish(_ current: UIViewController, _ next: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            self.dragging = false
        })
    }

    private func cancel(_ current: UIViewController, _ next: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25, animations: {
            next.view.frame.origin.x = self.view.bounds.width
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.willMove(toParent: self)
            current.endAppearanceTransition()
            self.dragging = false
        })
    }
}
