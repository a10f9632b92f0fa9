// locator-case: the section on screen is remembered in a stored property only the first time a swipe begins, so after a finished swipe the next swipe warns, begins and removes the old section instead of the one now on screen; take it from children.first on every .began.
// batch: 16
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

    private var onScreen: UIViewController?
    private var incoming: UIViewController?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            startSwipe()
        case .changed:
            let x = gesture.translation(in: view).x
            incoming?.view.frame.origin.x = view.bounds.width + min(x, 0)
        case .ended:
            let x = gesture.translation(in: view).x
            let v = gesture.velocity(in: view).x
            endSwipe(finishing: x < -view.bounds.width / 2 || v < -500)
        case .cancelled:
            endSwipe(finishing: false)
        default:
            break
        }
    }

    private func startSwipe() {
        guard incoming == nil, let next = nextSection() else { return }
        if onScreen == nil { onScreen = children.first } // locate-here
        guard let current = onScreen else { return }
        incoming = next
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        view.addSubview(next.view)
        next.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        current.willMove(toParent: nil)
    }

    private func endSwipe(finishing: Bool) {
        guard let next = incoming, let current = onScreen else { return }
        if !finishing {
            current.beginAppearanceTransition(true, animated: true)
            next.beginAppearanceTransition(false, animated: true)
        }
        let target = finishing ? view.bounds : view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.3, animations: {
            next.view.frame = target
        }, completion: { _ in
            if finishing {
                current.view.removeFromSuperview()
                current.removeFromParent()
                current.endAppearanceTransition()
                next.endAppearanceTransition()
                next.didMove(toParent: self)
            } else {
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.endAppearanceTransition()
                current.willMove(toParent: self)
            }
            self.incoming = nil
        })
    }
}
