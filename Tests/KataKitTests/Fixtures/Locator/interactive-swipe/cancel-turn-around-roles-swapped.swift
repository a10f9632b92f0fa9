// locator-case: On a cancelled swipe the learner calls their `turnAround(appearing:disappearing:)` helper with the roles swapped, so the leaving section is begun appearing and the staying one disappearing (the same direction as on .began) instead of reversed; pass `appearing: current, disappearing: next`.
// batch: 17
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

    private var pair: (current: UIViewController, next: UIViewController)?

    func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let dx = gesture.translation(in: view).x

        if gesture.state == .began {
            guard pair == nil,
                  let current = children.first,
                  let next = nextSection()
            else { return }
            pair = (current, next)
            addChild(next)
            next.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
            view.addSubview(next.view)
            next.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
            current.willMove(toParent: nil)
            return
        }

        guard let (current, next) = pair else { return }

        if gesture.state == .changed {
            next.view.frame.origin.x = width + min(dx, 0)
            return
        }

        guard gesture.state == .ended || gesture.state == .cancelled else { return }
        let commit = gesture.state == .ended
            && (dx < -width / 2 || gesture.velocity(in: view).x < -500)

        if commit {
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = self.view.bounds
            }, completion: { _ in
                next.endAppearanceTransition()
                next.didMove(toParent: self)
                current.view.removeFromSuperview()
                current.removeFromParent()
                current.endAppearanceTransition()
                self.pair = nil
            })
        } else {
            turnAround(appearing: next, disappearing: current) // locate-here
            UIView.animate(withDuration: 0.25, animations: {
                next.view.frame = self.view.bounds.offsetBy(dx: width, dy: 0)
            }, completion: { _ in
                next.willMove(toParent: nil)
                next.view.removeFromSuperview()
                next.removeFromParent()
                next.endAppearanceTransition()
                current.endAppearanceTransition()
                current.willMove(toParent: self)
                self.pair = nil
            })
        }
    }

    /// Reverses a half-done swap: `appearing` will appear after all, `disappearing` will not.
    private func turnAround(appearing: UIViewController, disappearing: UIViewController) {
        appearing.beginAppearanceTransition(true, animated: true)
        disappearing.beginAppearanceTransition(false, animated: true)
    }
}
