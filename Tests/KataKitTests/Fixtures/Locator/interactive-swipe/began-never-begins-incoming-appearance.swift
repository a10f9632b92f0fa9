// locator-case: on .began the learner begins the current section's disappearance but never begins the incoming section's appearance, so it hears no viewWillAppear while the finger is down
// batch: 11
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

    /// The swipe in progress: the section on screen and the one coming in.
    private var swipe: (current: UIViewController, next: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        let dx = min(0, gesture.translation(in: view).x)
        switch gesture.state {
        case .began:
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            addChild(next)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0) // locate-here
            current.beginAppearanceTransition(false, animated: true) // locate-here
            current.willMove(toParent: nil)
            view.addSubview(next.view)
        case .changed:
            guard let (_, next) = swipe else { return }
            next.view.frame = bounds.offsetBy(dx: bounds.width + dx, dy: 0)
        case .ended, .cancelled:
            guard let (current, next) = swipe else { return }
            let farEnough = dx < -bounds.width / 2
            let fastEnough = gesture.velocity(in: view).x < -500
            if gesture.state == .ended && (farEnough || fastEnough) {
                UIView.animate(withDuration: 0.3, animations: {
                    next.view.frame = bounds
                }, completion: { _ in
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    current.endAppearanceTransition()
                    next.endAppearanceTransition()
                    next.didMove(toParent: self)
                    self.swipe = nil
                })
            } else {
                current.beginAppearanceTransition(true, animated: true)
                next.beginAppearanceTransition(false, animated: true)
                UIView.animate(withDuration: 0.3, animations: {
                    next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
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
        default:
            break
        }
    }
}
