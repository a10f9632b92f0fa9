// locator-case: The learner only puts the incoming section's view into the hierarchy from .changed, so on .began the next section is a child whose view is nowhere.
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

    private var incoming: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            began()
        case .changed:
            moved(by: gesture.translation(in: view).x)
        case .ended:
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            released(finishing: dx < -view.bounds.width / 2 || vx < -500)
        case .cancelled:
            released(finishing: false)
        default:
            break
        }
    }

    private func began() { // locate-here
        guard incoming == nil, let current = children.first, let next = nextSection() else { return }
        incoming = next
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
    }

    private func moved(by dx: CGFloat) {
        guard let next = incoming else { return }
        if next.view.superview == nil {
            view.addSubview(next.view) // locate-here
        }
        next.view.frame.origin.x = view.bounds.width + min(0, dx)
    }

    private func released(finishing: Bool) {
        guard let next = incoming, let current = children.first else { return }
        let width = view.bounds.width
        if finishing {
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = self.view.bounds
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
                next.view.frame = self.view.bounds.offsetBy(dx: width, dy: 0)
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
}
