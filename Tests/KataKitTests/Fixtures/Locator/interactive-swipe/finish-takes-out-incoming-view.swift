// locator-case: When a swipe finishes, the completion takes the incoming section's view out of the hierarchy instead of the current section's, so the new section vanishes and the old view stays; it should remove current.view before current.removeFromParent().
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

    private enum Outcome { case finish, cancel }

    private var swipeInProgress = false
    private var incoming: UIViewController?
    private let flickSpeed: CGFloat = 500

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let width = view.bounds.width

        if gesture.state == .began {
            guard !swipeInProgress, let current = children.first, let next = nextSection() else { return }
            swipeInProgress = true
            incoming = next
            addChild(next)
            next.view.frame = CGRect(origin: CGPoint(x: width, y: 0), size: view.bounds.size)
            next.beginAppearanceTransition(true, animated: true)
            view.addSubview(next.view)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            return
        }

        guard swipeInProgress, let next = incoming, let current = children.first else { return }

        switch gesture.state {
        case .changed:
            next.view.frame.origin.x = width + min(translation.x, 0)
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view)
            var outcome = Outcome.cancel
            if gesture.state == .ended, translation.x < -width / 2 || velocity.x < -flickSpeed {
                outcome = .finish
            }
            settle(outcome, current: current, next: next)
        default:
            break
        }
    }

    private func settle(_ outcome: Outcome, current: UIViewController, next: UIViewController) {
        let bounds = view.bounds
        switch outcome {
        case .finish:
            UIView.animate(withDuration: 0.2, animations: {
                next.view.frame = bounds
            }, completion: { _ in
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                next.view.removeFromSuperview() // locate-here
                current.removeFromParent()
                current.endAppearanceTransition()
                self.reset()
            })
        case .cancel:
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
            UIView.animate(withDuration: 0.2, animations: {
                next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            }, completion: { _ in
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.willMove(toParent: self)
                current.endAppearanceTransition()
                self.reset()
            })
        }
    }

    private func reset() {
        swipeInProgress = false
        incoming = nil
    }
}
