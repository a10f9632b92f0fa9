// locator-case: the learner's stack lists children reversed (top first), though stack must be bottom (root) first like children; return children as they are (push and pop read it top-first consistently).
// batch: 18
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
        place(root)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    /// The controllers on the stack, newest first.
    var stack: [UIViewController] {
        Array(children.reversed()) // locate-here
    }

    private func place(_ child: UIViewController) {
        child.view.frame = frameForContent()
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
    }

    func push(_ controller: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === controller }) {
            return
        }
        let covered = stack.first
        addChild(controller)
        place(controller)
        covered?.view.removeFromSuperview()
        controller.didMove(toParent: self)
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        let current = stack
        if current.count < 2 {
            return nil
        }
        let top = current[0]
        let revealed = current[1]
        top.willMove(toParent: nil)
        place(revealed)
        top.view.removeFromSuperview()
        top.removeFromParent()
        return top
    }
}
