// locator-case: the cancel completion never clears the stored swipe pair, so the next swipe is refused; the learner should set pair = nil when the animation back ends.
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

    /// What a swipe in progress is moving: the section on screen and the one coming in.
    private var pair: (leaving: UIViewController, arriving: UIViewController)?

    private var width: CGFloat { view.bounds.width }

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let state = gesture.state
        if state == .began {
            startDrag()
            return
        }
        guard let pair else { return }
        let dx = min(0, gesture.translation(in: view).x)
        if state == .changed {
            pair.arriving.view.transform = CGAffineTransform(translationX: width + dx, y: 0)
            return
        }
        guard state == .ended || state == .cancelled else { return }
        let flick = gesture.velocity(in: view).x < -500
        let past = dx < -width / 2
        if state == .ended && (flick || past) {
            complete(pair.leaving, pair.arriving)
        } else {
            rollBack(pair.leaving, pair.arriving)
        }
    }

    private func startDrag() {
        guard pair == nil, let onScreen = children.first, let upcoming = nextSection() else { return }
        addChild(upcoming)
        upcoming.view.frame = view.bounds
        upcoming.view.transform = CGAffineTransform(translationX: width, y: 0)
        upcoming.beginAppearanceTransition(true, animated: true)
        onScreen.beginAppearanceTransition(false, animated: true)
        view.addSubview(upcoming.view)
        onScreen.willMove(toParent: nil)
        pair = (onScreen, upcoming)
    }

    private func complete(_ leaving: UIViewController, _ arriving: UIViewController) {
        UIView.animate(withDuration: 0.25, animations: {
            arriving.view.transform = .identity
        }, completion: { _ in
            arriving.endAppearanceTransition()
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
            leaving.endAppearanceTransition()
            arriving.didMove(toParent: self)
            self.pair = nil
        })
    }

    private func rollBack(_ leaving: UIViewController, _ arriving: UIViewController) {
        arriving.beginAppearanceTransition(false, animated: true)
        leaving.beginAppearanceTransition(true, animated: true)
        let offRight = CGAffineTransform(translationX: width, y: 0)
        UIView.animate(withDuration: 0.25, animations: {
            arriving.view.transform = offRight
        }, completion: { _ in
            arriving.willMove(toParent: nil)
            arriving.view.removeFromSuperview()
            arriving.view.transform = .identity
            arriving.removeFromParent()
            arriving.endAppearanceTransition()
            leaving.endAppearanceTransition()
            leaving.willMove(toParent: self) // locate-here
        }) // locate-here
    }
}
