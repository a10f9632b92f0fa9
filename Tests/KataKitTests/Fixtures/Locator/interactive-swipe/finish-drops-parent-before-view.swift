// locator-case: in the finish completion current.removeFromParent() runs while current.view is still in the hierarchy; remove current.view from its superview first, then removeFromParent()
// batch: 20
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

    private var incoming: UIViewController?

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        switch gesture.state {
        case .began:
            guard incoming == nil, let current = children.first, let next = nextSection() else { return }
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            view.insertSubview(next.view, aboveSubview: current.view)
            next.beginAppearanceTransition(true, animated: true)
            current.willMove(toParent: nil)
            current.beginAppearanceTransition(false, animated: true)
            incoming = next
        case .changed:
            guard let next = incoming else { return }
            let dx = min(0, gesture.translation(in: view).x)
            next.view.frame = view.bounds.offsetBy(dx: width + dx, dy: 0)
        case .ended, .cancelled:
            guard let next = incoming, let current = children.first else { return }
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            let finishes = gesture.state == .ended && (dx < -width / 2 || vx < -500)
            let onFinish: (Bool) -> Void = { _ in
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                current.removeFromParent() // locate-here
                current.view.removeFromSuperview()
                current.endAppearanceTransition()
                self.incoming = nil
            }
            let onCancel: (Bool) -> Void = { _ in
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.willMove(toParent: self)
                current.endAppearanceTransition()
                self.incoming = nil
            }
            if !finishes {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
            }
            let target = finishes ? view.bounds : view.bounds.offsetBy(dx: width, dy: 0)
            UIView.animate(withDuration: 0.3, animations: {
                next.view.frame = target
            }, completion: finishes ? onFinish : onCancel)
        default:
            break
        }
    }
}
