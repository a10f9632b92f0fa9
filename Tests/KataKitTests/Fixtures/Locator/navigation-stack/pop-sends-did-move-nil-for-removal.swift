// locator-case: Mirroring the add sequence, the learner ends a pop with top.didMove(toParent: nil) instead of top.removeFromParent() (a confusion seen in custom containers on Stack Overflow), so the popped controller stays in children and is never released.
// batch: 12
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A navigation container of your own: a 44-point bar on top, and below it the view of the
/// controller on top of a stack. `push` puts a controller on top, `pop` takes the top one off.
final class ContainerViewController: UIViewController {
    // MARK: Given (leave as is)

    /// The bottom of the stack. You decide when it becomes your child.
    let root: UIViewController
    private let bar = UIView()

    init(root: UIViewController) {
        self.root = root
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: make the container in code")
    }

    /// Where the top controller's view goes: everything below the bar.
    func frameForContent() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.addSubview(bar)
        show(root, isNew: true)
    }

    private func show(_ controller: UIViewController, isNew: Bool) {
        if isNew { addChild(controller) }
        controller.view.frame = frameForContent()
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        if isNew { controller.didMove(toParent: self) }
    }

    // MARK: Your code

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        children
    }

    private var top: UIViewController? { children.last }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil else { return }
        let covered = top
        if animated {
            addChild(controller)
            let frame = frameForContent()
            controller.view.frame = frame.offsetBy(dx: frame.width, dy: 0)
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(controller.view)
            UIView.animate(withDuration: 0.25, animations: {
                controller.view.frame = frame
            }, completion: { _ in
                covered?.viewIfLoaded?.removeFromSuperview()
                controller.didMove(toParent: self)
            })
        } else {
            show(controller, isNew: true)
            covered?.viewIfLoaded?.removeFromSuperview()
        }
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard let leaving = top, leaving !== root, children.count >= 2 else { return nil }
        let below = children[children.count - 2]
        leaving.willMove(toParent: nil)
        let frame = frameForContent()
        below.view.frame = frame
        view.insertSubview(below.view, belowSubview: leaving.view)

        func detach() {
            leaving.view.removeFromSuperview()
            leaving.didMove(toParent: nil) // locate-here
        }

        if animated {
            UIView.animate(withDuration: 0.25, animations: {
                leaving.view.frame = frame.offsetBy(dx: frame.width, dy: 0)
            }, completion: { _ in detach() })
        } else {
            detach()
        }
        return leaving
    }
}
