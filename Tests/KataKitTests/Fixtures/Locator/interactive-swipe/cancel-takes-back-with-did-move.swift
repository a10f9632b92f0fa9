// locator-case: To take back the willMove(toParent: nil) sent on .began, the learner's cancel sends the staying section didMove(toParent: self) instead of willMove(toParent: self), so a section that never left hears a second did-move.
// batch: 12
// grader-miss: on cancel the staying section should get willMove(toParent: self), not a second didMove(toParent: self).
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

    private var isWide: (CGFloat) -> Bool {
        { [unowned self] distance in distance < -self.view.bounds.width / 2 }
    }

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let width = view.bounds.width

        if gesture.state == .began {
            guard incoming == nil, let current = children.first, let next = nextSection() else { return }
            addChild(next)
            incoming = next
            next.view.frame = CGRect(x: width, y: 0, width: width, height: view.bounds.height)
            current.willMove(toParent: nil)
            current.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
            view.addSubview(next.view)
            return
        }

        guard let next = incoming, let current = children.first else { return }

        if gesture.state == .changed {
            next.view.frame.origin.x = width + min(0, translation.x)
            return
        }

        guard gesture.state == .ended || gesture.state == .cancelled else { return }
        let finishes = gesture.state == .ended
            && (isWide(translation.x) || gesture.velocity(in: view).x < -500)

        if finishes {
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame.origin.x = 0
            }, completion: { _ in
                current.view.removeFromSuperview()
                current.removeFromParent()
                current.endAppearanceTransition()
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                self.incoming = nil
            })
        } else {
            current.beginAppearanceTransition(true, animated: true)
            next.beginAppearanceTransition(false, animated: true)
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame.origin.x = width
            }, completion: { _ in
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.didMove(toParent: self) // locate-here
                current.endAppearanceTransition()
                self.incoming = nil
            })
        }
    }
}
