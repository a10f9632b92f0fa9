// locator-case: On .began the learner adds the next section's view as a subview of the current section's view instead of the container's view, so it is not beside the current one (and leaves with it); add it to view.
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

    private var pair: (leaving: UIViewController, arriving: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            beginSwipe()
        case .changed:
            guard let arriving = pair?.arriving else { return }
            let x = gesture.translation(in: view).x
            arriving.view.frame.origin.x = view.bounds.width + (x < 0 ? x : 0)
        case .ended, .cancelled:
            guard pair != nil else { return }
            endSwipe(accepted: gesture.state == .ended && shouldFinish(gesture))
        default:
            break
        }
    }
}

private extension ContainerViewController {
    func shouldFinish(_ gesture: UIPanGestureRecognizer) -> Bool {
        let halfWay = -view.bounds.width / 2
        return gesture.translation(in: view).x < halfWay || gesture.velocity(in: view).x < -500
    }

    func beginSwipe() {
        guard pair == nil, let leaving = children.first, let arriving = nextSection() else { return }
        pair = (leaving, arriving)
        leaving.willMove(toParent: nil)
        addChild(arriving)
        arriving.beginAppearanceTransition(true, animated: true)
        leaving.beginAppearanceTransition(false, animated: true)
        var start = view.bounds
        start.origin.x = start.width
        arriving.view.frame = start
        leaving.view.addSubview(arriving.view) // locate-here
    }

    func endSwipe(accepted: Bool) {
        guard let (leaving, arriving) = pair else { return }
        if !accepted {
            arriving.beginAppearanceTransition(false, animated: true)
            leaving.beginAppearanceTransition(true, animated: true)
        }
        let target: CGRect = accepted ? view.bounds : view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.3, animations: {
            arriving.view.frame = target
        }, completion: { _ in
            if accepted {
                arriving.endAppearanceTransition()
                leaving.view.removeFromSuperview()
                leaving.removeFromParent()
                leaving.endAppearanceTransition()
                arriving.didMove(toParent: self)
            } else {
                arriving.willMove(toParent: nil)
                arriving.view.removeFromSuperview()
                arriving.removeFromParent()
                arriving.endAppearanceTransition()
                leaving.endAppearanceTransition()
                leaving.willMove(toParent: self)
            }
            self.pair = nil
        })
    }
}
