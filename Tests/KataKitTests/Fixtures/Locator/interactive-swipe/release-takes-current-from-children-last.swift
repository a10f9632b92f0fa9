// locator-case: On release the learner takes the section on screen from children.last, which is the incoming section added on .began, so finish and cancel work on the wrong controller.
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

    private weak var incoming: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            guard incoming == nil, let current = children.first, let next = nextSection() else { return }
            addChild(next)
            next.view.frame = CGRect(x: width, y: 0, width: width, height: view.bounds.height)
            view.addSubview(next.view)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            incoming = next
        case .changed:
            incoming?.view.frame.origin.x = width + min(0, translation.x)
        case .ended, .cancelled:
            guard let next = incoming, let current = children.last else { return } // locate-here
            let fastEnough = gesture.velocity(in: view).x < -500
            let farEnough = translation.x < -width / 2
            if gesture.state == .ended && (fastEnough || farEnough) {
                complete(current, replacedBy: next)
            } else {
                revert(current, keeping: next)
            }
        default:
            break
        }
    }

    private func complete(_ current: UIViewController, replacedBy next: UIViewController) {
        UIView.animate(withDuration: 0.2, animations: {
            next.view.frame = self.view.bounds
        }, completion: { _ in
            next.endAppearanceTransition()
            next.didMove(toParent: self)
            current.view.removeFromSuperview()
            current.removeFromParent()
            current.endAppearanceTransition()
            self.incoming = nil
        })
    }

    private func revert(_ current: UIViewController, keeping next: UIViewController) {
        next.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.2, animations: {
            next.view.frame.origin.x = self.view.bounds.width
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
}
