// locator-case: in pop's finish block top.removeFromParent() runs before top.view.removeFromSuperview(); the view must leave first and removeFromParent() come last
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
        addChild(root)
        root.view.frame = frameForContent()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        children
    }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === controller }) else { return }
        let covered = children.last
        let frame = frameForContent()
        addChild(controller)
        controller.view.frame = animated ? frame.offsetBy(dx: frame.width, dy: 0) : frame
        view.addSubview(controller.view)
        let finish = {
            covered?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                controller.view.frame = frame
            }, completion: { _ in finish() })
        } else {
            finish()
        }
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let below = children[children.count - 2]
        let frame = frameForContent()
        top.willMove(toParent: nil)
        below.view.frame = frame
        view.insertSubview(below.view, belowSubview: top.view)
        let finish = {
            top.removeFromParent() // locate-here
            top.view.removeFromSuperview() // locate-here
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                top.view.frame = frame.offsetBy(dx: frame.width, dy: 0)
            }, completion: { _ in finish() })
        } else {
            finish()
        }
        return top
    }
}
