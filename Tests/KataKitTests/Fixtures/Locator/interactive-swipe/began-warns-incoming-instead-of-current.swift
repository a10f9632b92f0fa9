// locator-case: on .began willMove(toParent: nil) goes to the incoming section instead of the one on screen; the learner should warn the current section.
// batch: 13
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
    private var outgoing: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        let translation = gesture.translation(in: view)

        switch gesture.state {
        case .began:
            guard incoming == nil, let next = nextSection(), let shown = children.first else { break }
            incoming = next
            outgoing = shown

            // 1. containment first
            addChild(next)
            next.willMove(toParent: nil) // locate-here
            // 2. both appearances open until the finger lifts
            next.beginAppearanceTransition(true, animated: true)
            shown.beginAppearanceTransition(false, animated: true)
            // 3. its view waits just past the right edge
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.addSubview(next.view)

        case .changed:
            incoming?.view.frame.origin.x = bounds.width + min(translation.x, 0)

        case .ended, .cancelled:
            guard let next = incoming, let shown = outgoing else { break }
            var finish = false
            if gesture.state == .ended {
                finish = translation.x < -bounds.width / 2 || gesture.velocity(in: view).x < -500
            }
            if finish {
                UIView.animate(withDuration: 0.2, animations: {
                    next.view.frame = bounds
                }, completion: { _ in
                    shown.view.removeFromSuperview()
                    shown.removeFromParent()
                    shown.endAppearanceTransition()
                    next.endAppearanceTransition()
                    next.didMove(toParent: self)
                    self.incoming = nil
                    self.outgoing = nil
                })
            } else {
                next.beginAppearanceTransition(false, animated: true)
                shown.beginAppearanceTransition(true, animated: true)
                UIView.animate(withDuration: 0.2, animations: {
                    next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
                }, completion: { _ in
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.removeFromParent()
                    next.endAppearanceTransition()
                    shown.willMove(toParent: self)
                    shown.endAppearanceTransition()
                    self.incoming = nil
                    self.outgoing = nil
                })
            }

        default:
            break
        }
    }
}
