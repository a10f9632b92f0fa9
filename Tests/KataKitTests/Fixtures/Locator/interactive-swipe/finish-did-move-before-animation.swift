// locator-case: when the swipe finishes, tells the incoming section didMove(toParent:) before the slide animation has even started
// batch: 9
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

    private var swipe: (current: UIViewController, next: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let dx = gesture.translation(in: view).x
        if gesture.state == .began {
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            current.willMove(toParent: nil)
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            current.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
            view.addSubview(next.view)
        } else if gesture.state == .changed {
            swipe?.next.view.frame.origin.x = width + min(0, dx)
        } else if gesture.state == .ended || gesture.state == .cancelled {
            guard let (current, next) = swipe else { return }
            let fast = gesture.velocity(in: view).x < -500
            if gesture.state == .ended && (dx < -width / 2 || fast) {
                next.didMove(toParent: self) // locate-here
                UIView.animate(withDuration: 0.3, animations: {
                    next.view.frame = self.view.bounds
                }, completion: { _ in
                    next.endAppearanceTransition()
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    current.endAppearanceTransition()
                    self.swipe = nil
                })
            } else {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
                UIView.animate(withDuration: 0.3, animations: {
                    next.view.frame.origin.x = width
                }, completion: { _ in
                    next.willMove(toParent: nil)
                    next.view.removeFromSuperview()
                    next.removeFromParent()
                    next.endAppearanceTransition()
                    current.willMove(toParent: self)
                    current.endAppearanceTransition()
                    self.swipe = nil
                })
            }
        }
    }
}
