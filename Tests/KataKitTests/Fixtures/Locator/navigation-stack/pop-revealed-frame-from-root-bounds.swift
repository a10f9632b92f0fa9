// locator-case: On pop the learner gives the revealed controller's view the container's whole bounds instead of frameForContent(), so it slides back over the bar; use frameForContent().
// batch: 14
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
        addChild(root)
        root.view.frame = frameForContent()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        return children
    }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        if children.contains(controller) { return }
        guard let below = children.last else { return }
        let slot = frameForContent()
        addChild(controller)
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.frame = slot
        if animated {
            controller.view.frame.origin.x += slot.width
        }
        view.addSubview(controller.view)

        let done: (Bool) -> Void = { _ in
            below.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: { controller.view.frame = slot }, completion: done)
        } else {
            done(true)
        }
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        let count = children.count
        if count < 2 { return nil }
        let leaving = children[count - 1]
        let revealed = children[count - 2]

        leaving.willMove(toParent: nil)
        revealed.view.frame = view.bounds // locate-here
        view.insertSubview(revealed.view, belowSubview: leaving.view)

        let done: (Bool) -> Void = { _ in
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                leaving.view.frame.origin.x += self.view.bounds.width
            }, completion: done)
        } else {
            done(true)
        }
        return leaving
    }
}
