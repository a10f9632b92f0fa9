// locator-case: The learner ends the pop with a defer { top.removeFromParent() }, which runs when pop returns, before the animated slide's completion has taken the view out; call removeFromParent() after removeFromSuperview() in the completion (and in the unanimated branch).
// batch: 17
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

    var stack: [UIViewController] {
        return children
    }

    private let slideDuration: TimeInterval = 0.3

    func push(_ controller: UIViewController, animated: Bool) {
        guard !stack.contains(controller) else { return }
        let covered = stack.last
        let target = frameForContent()

        addChild(controller)
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.frame = animated ? target.offsetBy(dx: target.width, dy: 0) : target
        view.addSubview(controller.view)

        func finishPush() {
            covered?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }

        guard animated else {
            finishPush()
            return
        }
        UIView.animate(withDuration: slideDuration, animations: {
            controller.view.frame = target
        }, completion: { _ in
            finishPush()
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        let revealed = stack[stack.count - 2]

        top.willMove(toParent: nil)
        defer { top.removeFromParent() } // locate-here

        revealed.view.frame = frameForContent()
        view.insertSubview(revealed.view, belowSubview: top.view)

        if !animated {
            top.view.removeFromSuperview()
            return top
        }
        let gone = frameForContent().offsetBy(dx: frameForContent().width, dy: 0)
        UIView.animate(withDuration: slideDuration, animations: {
            top.view.frame = gone
        }, completion: { _ in
            top.view.removeFromSuperview()
        })
        return top
    }
}
