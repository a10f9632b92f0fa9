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
    // Alternative: no stored state (the incoming section is the second child), both views slide
    // with transforms, a spring finishes, and a cancelled swipe is reversed in the completion.

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let dx = min(0, gesture.translation(in: view).x)
        switch gesture.state {
        case .began:
            guard children.count == 1, let current = children.first, let next = nextSection() else { return }
            addChild(next)
            next.view.frame = view.bounds
            next.view.transform = CGAffineTransform(translationX: width, y: 0)
            next.beginAppearanceTransition(true, animated: true)
            view.addSubview(next.view)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
        case .changed:
            guard children.count == 2 else { return }
            children[1].view.transform = CGAffineTransform(translationX: width + dx, y: 0)
            children[0].view.transform = CGAffineTransform(translationX: dx / 3, y: 0)
        case .ended, .cancelled:
            guard children.count == 2 else { return }
            let current = children[0], next = children[1]
            let fast = gesture.velocity(in: view).x < -500
            if gesture.state == .ended && (fast || dx < -width / 2) {
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                               options: [], animations: {
                    next.view.transform = .identity
                    current.view.transform = CGAffineTransform(translationX: -width / 3, y: 0)
                }, completion: { _ in
                    current.view.removeFromSuperview()
                    current.view.transform = .identity
                    current.removeFromParent()
                    self.finishInteractiveSwap(from: current, to: next, cancelled: false)
                    next.didMove(toParent: self)
                })
            } else {
                UIView.animate(withDuration: 0.2, animations: {
                    next.view.transform = CGAffineTransform(translationX: width, y: 0)
                    current.view.transform = .identity
                }, completion: { _ in
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.view.transform = .identity
                    next.removeFromParent()
                    self.finishInteractiveSwap(from: current, to: next, cancelled: true)
                    current.willMove(toParent: self)
                })
            }
        default:
            break
        }
    }

    func finishInteractiveSwap(from old: UIViewController, to new: UIViewController, cancelled: Bool) {
        if cancelled {
            old.beginAppearanceTransition(true, animated: false)
            new.beginAppearanceTransition(false, animated: false)
        }
        old.endAppearanceTransition()
        new.endAppearanceTransition()
    }
}
