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
    // Alternative: this container forwards appearance itself (automatic forwarding off), so the
    // on-screen section hears the container's own appearance from here too; a swipe keeps its
    // state in one optional tuple, and a cancelled swipe tells the staying section didMove.

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        children.first?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        children.first?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        children.first?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        children.first?.endAppearanceTransition()
    }

    private var swipe: (current: UIViewController, next: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let bounds = view.bounds
        switch gesture.state {
        case .began:
            guard swipe == nil, let current = children.first, let next = nextSection() else { return }
            swipe = (current, next)
            current.willMove(toParent: nil)
            addChild(next)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            view.insertSubview(next.view, aboveSubview: current.view)
        case .changed:
            guard let (_, next) = swipe else { return }
            let dx = gesture.translation(in: view).x
            next.view.frame = bounds.offsetBy(dx: bounds.width + min(dx, 0), dy: 0)
        case .ended, .cancelled:
            guard let (current, next) = swipe else { return }
            let dx = gesture.translation(in: view).x
            let vx = gesture.velocity(in: view).x
            let keep = gesture.state == .cancelled || (dx > -bounds.width / 2 && vx > -500)
            if keep {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
            }
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
                next.view.frame = keep ? bounds.offsetBy(dx: bounds.width, dy: 0) : bounds
            }, completion: { _ in
                let (leaving, staying) = keep ? (next, current) : (current, next)
                if keep { leaving.willMove(toParent: nil) }
                leaving.view.removeFromSuperview()
                leaving.removeFromParent()
                leaving.endAppearanceTransition()
                staying.endAppearanceTransition()
                staying.didMove(toParent: self)
                self.swipe = nil
            })
        default:
            break
        }
    }
}
