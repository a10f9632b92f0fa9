// locator-case: The learner decides finish or cancel from distance and speed alone, for .ended and .cancelled alike, so a system cancel past half the width (or while moving fast) finishes the swipe; the condition must also require gesture.state == .ended.
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

    /// The section being dragged in: the second child while a swipe is under way.
    private var incomingSection: UIViewController? {
        children.count > 1 ? children[1] : nil
    }

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        let dx = gesture.translation(in: view).x
        if gesture.state == .began {
            guard incomingSection == nil, let onScreen = children.first, let upcoming = nextSection() else { return }
            addChild(upcoming)
            upcoming.beginAppearanceTransition(true, animated: true)
            onScreen.beginAppearanceTransition(false, animated: true)
            onScreen.willMove(toParent: nil)
            upcoming.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.addSubview(upcoming.view)
            return
        }
        guard let upcoming = incomingSection, let onScreen = children.first else { return }
        if gesture.state == .changed {
            upcoming.view.frame = bounds.offsetBy(dx: bounds.width + min(0, dx), dy: 0)
            return
        }
        guard gesture.state == .ended || gesture.state == .cancelled else { return }

        let farEnough = dx < -bounds.width / 2
        let fastEnough = gesture.velocity(in: view).x < -500
        if farEnough || fastEnough { // locate-here
            UIView.animate(withDuration: 0.25, animations: {
                upcoming.view.frame = bounds
            }, completion: { _ in
                upcoming.endAppearanceTransition()
                onScreen.view.removeFromSuperview()
                onScreen.removeFromParent()
                onScreen.endAppearanceTransition()
                upcoming.didMove(toParent: self)
            })
        } else {
            // Turn both appearances round before ending them.
            upcoming.beginAppearanceTransition(false, animated: true)
            onScreen.beginAppearanceTransition(true, animated: true)
            UIView.animate(withDuration: 0.25, animations: {
                upcoming.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            }, completion: { _ in
                upcoming.willMove(toParent: nil)
                upcoming.view.removeFromSuperview()
                upcoming.removeFromParent()
                upcoming.endAppearanceTransition()
                onScreen.willMove(toParent: self)
                onScreen.endAppearanceTransition()
            })
        }
    }
}
