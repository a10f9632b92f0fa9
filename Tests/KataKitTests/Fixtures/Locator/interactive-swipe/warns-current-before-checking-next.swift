// locator-case: On .began the learner warns the current section with willMove(toParent: nil) before checking that nextSection() exists, so at the last section a swipe still warns it; move the warning after the guard on the next section.
// batch: 14
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

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            startSwipe()
        case .changed:
            follow(gesture.translation(in: view).x)
        case .ended:
            release(translation: gesture.translation(in: view).x, velocity: gesture.velocity(in: view).x)
        case .cancelled:
            undo()
        default:
            break
        }
    }

    private func startSwipe() {
        guard dragged == nil, let current = children.first else { return }
        current.willMove(toParent: nil) // locate-here
        guard let next = nextSection() else { return }
        dragged = next
        let width = view.bounds.width
        addChild(next)
        next.view.frame = CGRect(x: width, y: 0, width: width, height: view.bounds.height)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        view.addSubview(next.view)
    }

    private func follow(_ dx: CGFloat) {
        guard let next = dragged else { return }
        next.view.frame.origin.x = view.bounds.width + min(dx, 0)
    }

    private func release(translation dx: CGFloat, velocity vx: CGFloat) {
        let width = view.bounds.width
        if dx < -width / 2 || vx < -500 {
            complete()
        } else {
            undo()
        }
    }

    private func complete() {
        guard let next = dragged, let current = children.first else { return }
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            self.dragged = nil
        })
    }

    private func undo() {
        guard let next = dragged, let current = children.first else { return }
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame.origin.x = self.view.bounds.width
        }, completion: { _ in
            next.willMove(toParent: nil)
            next.view.removeFromSuperview()
            next.removeFromParent()
            next.endAppearanceTransition()
            current.endAppearanceTransition()
            current.willMove(toParent: self)
            self.dragged = nil
        })
    }
}
