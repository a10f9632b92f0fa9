// locator-case: push sends controller.didMove(toParent: self) right after adding the view, before the slide animation ends; it belongs in the completion (or after the view is in place when not animated)
// batch: 35
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
        // Your code may go on here (root is not your child yet).
        install(root)
    }

    private func install(_ child: UIViewController) {
        addChild(child)
        child.view.frame = frameForContent()
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    // MARK: Your code

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        children
    }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil else { return }
        let covered = children.last
        let target = frameForContent()
        addChild(controller)
        controller.view.frame = animated ? target.offsetBy(dx: target.width, dy: 0) : target
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        controller.didMove(toParent: self) // locate-here
        guard animated else {
            covered?.view.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: 0.3, animations: {
            controller.view.frame = target
        }, completion: { _ in
            covered?.view.removeFromSuperview()
        })
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let revealed = children[children.count - 2]
        let target = frameForContent()
        top.willMove(toParent: nil)
        revealed.view.frame = target
        view.insertSubview(revealed.view, belowSubview: top.view)
        guard animated else {
            top.view.removeFromSuperview()
            top.removeFromParent()
            return top
        }
        UIView.animate(withDuration: 0.3, animations: {
            top.view.frame = target.offsetBy(dx: target.width, dy: 0)
        }, completion: { _ in
            top.view.removeFromSuperview()
            top.removeFromParent()
        })
        return top
    }
}
