// locator-case: the sliding flag is set by animated pushes and pops but only the push completion clears it, so after the first animated pop every later pop is refused; clear the flag in the pop completion too.
// batch: 16
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

    /// True while a push or pop slides; a second one waits for nothing and is ignored.
    private var isSliding = false

    var stack: [UIViewController] {
        children
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !isSliding, !children.contains(controller) else { return }
        let below = children.last
        let target = frameForContent()
        addChild(controller)
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if animated {
            isSliding = true
            controller.view.frame = target.offsetBy(dx: target.width, dy: 0)
            view.addSubview(controller.view)
            UIView.animate(withDuration: 0.3, animations: {
                controller.view.frame = target
            }, completion: { _ in
                below?.view.removeFromSuperview()
                controller.didMove(toParent: self)
                self.isSliding = false
            })
        } else {
            controller.view.frame = target
            view.addSubview(controller.view)
            below?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard !isSliding, children.count > 1 else { return nil }
        let top = children[children.count - 1]
        let below = children[children.count - 2]
        let target = frameForContent()
        top.willMove(toParent: nil)
        below.view.frame = target
        view.insertSubview(below.view, belowSubview: top.view)
        if animated {
            isSliding = true
            UIView.animate(withDuration: 0.3, animations: {
                top.view.frame = target.offsetBy(dx: target.width, dy: 0)
            }, completion: { _ in
                top.view.removeFromSuperview()
                top.removeFromParent() // locate-here
            }) // locate-here
        } else {
            top.view.removeFromSuperview()
            top.removeFromParent()
        }
        return top
    }
}
