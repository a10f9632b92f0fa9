// locator-case: on .began the learner begins the next section's appearance before addChild, so it starts appearing while not yet a child; call addChild(next) first.
// batch: 19
// grader-miss: the next section hears viewWillAppear (begin appearing) while it is not yet a child (add-child-first); the grader only checks that it is a child by the end of .began and should check its parent when the will-appear arrives.
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

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let dx = gesture.translation(in: view).x

        switch gesture.state {
        case .began:
            guard incoming == nil, let current = children.first, let next = nextSection() else { return }
            next.beginAppearanceTransition(true, animated: true) // locate-here
            addChild(next) // locate-here
            next.view.frame = CGRect(x: width, y: 0, width: width, height: view.bounds.height)
            view.addSubview(next.view)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            incoming = next

        case .changed:
            incoming?.view.frame.origin.x = width + min(dx, 0)

        case .ended, .cancelled:
            guard let next = incoming, let current = children.first else { return }
            let fast = gesture.velocity(in: view).x < -500
            let far = dx < -width / 2
            if gesture.state == .ended && (fast || far) {
                UIView.animate(withDuration: 0.25, animations: {
                    next.view.frame.origin.x = 0
                }, completion: { _ in
                    next.endAppearanceTransition()
                    next.didMove(toParent: self)
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    current.endAppearanceTransition()
                    self.incoming = nil
                })
            } else {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
                UIView.animate(withDuration: 0.25, animations: {
                    next.view.frame.origin.x = width
                }, completion: { _ in
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.removeFromParent()
                    next.endAppearanceTransition()
                    current.willMove(toParent: self)
                    current.endAppearanceTransition()
                    self.incoming = nil
                })
            }

        default:
            break
        }
    }
}
