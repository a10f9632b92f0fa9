// locator-case: the release decides to finish from distance and speed alone, so a system .cancelled past half the width (or fast) finishes; require gesture.state == .ended as well
// batch: 20
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

    /// Called for every state of the right-edge pan: .began, .changed (many times), then .ended
    /// or .cancelled. See README.md for when a swipe finishes and when it is cancelled.
    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        let translation = gesture.translation(in: view)
        if gesture.state == .began {
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            current.willMove(toParent: nil)
            addChild(next)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.addSubview(next.view)
            current.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
            return
        }
        guard let (current, next) = swipe else { return }
        if gesture.state == .changed {
            next.view.frame = bounds.offsetBy(dx: bounds.width + min(0, translation.x), dy: 0)
            return
        }
        guard gesture.state == .ended || gesture.state == .cancelled else { return }
        let velocity = gesture.velocity(in: view)
        let finishes = translation.x < -bounds.width / 2 || velocity.x < -500 // locate-here
        if finishes {
            UIView.animate(withDuration: 0.25, animations: {
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
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            }, completion: { _ in
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.endAppearanceTransition()
                current.willMove(toParent: self)
                self.swipe = nil
            })
        }
    }
}
