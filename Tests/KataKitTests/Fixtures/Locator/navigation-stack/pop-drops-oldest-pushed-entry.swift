// locator-case: The learner keeps a second pushed array and pop removes its first element instead of its last, so after two pushes the wrong controller is revealed and the stack drifts from children; use removeLast() (or just return children).
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

    /// What was pushed on top of root, oldest first.
    private var pushed: [UIViewController] = []

    var stack: [UIViewController] {
        [root] + pushed
    }

    func push(_ controller: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === controller }) {
            return
        }
        let below = stack.last!
        pushed.append(controller)
        addChild(controller)
        let slot = frameForContent()
        controller.view.frame = slot
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        if animated {
            controller.view.alpha = 0
            UIView.animate(withDuration: 0.2, animations: {
                controller.view.alpha = 1
            }, completion: { _ in
                below.view.removeFromSuperview()
                controller.didMove(toParent: self)
            })
        } else {
            below.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard !pushed.isEmpty else { return nil }
        let top = stack.last!
        pushed.removeFirst() // locate-here
        let under = stack.last!

        top.willMove(toParent: nil)
        under.view.frame = frameForContent()
        view.insertSubview(under.view, belowSubview: top.view)

        func done() {
            top.view.removeFromSuperview()
            top.removeFromParent()
        }
        if animated {
            UIView.animate(withDuration: 0.2, animations: {
                top.view.alpha = 0
            }, completion: { _ in
                top.view.alpha = 1
                done()
            })
        } else {
            done()
        }
        return top
    }
}
