// locator-case: The learner's pop returns stack.last at the end, which after an unanimated pop (already finished) is the revealed controller rather than the one taken off; return the popped controller captured before removing it.
// batch: 15
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

    private var top: UIViewController? { children.last }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === controller }), let current = top else { return }
        addChild(controller)
        let content = frameForContent()
        controller.view.frame = content
        view.addSubview(controller.view)
        let settle = {
            current.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }
        guard animated else { return settle() }
        controller.view.alpha = 0
        UIView.animate(withDuration: 0.25, animations: {
            controller.view.alpha = 1
        }, completion: { _ in settle() })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let leaving = top else { return nil }
        let showing = stack[stack.count - 2]
        leaving.willMove(toParent: nil)
        showing.view.frame = frameForContent()
        view.insertSubview(showing.view, belowSubview: leaving.view)

        func finish() {
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        }

        if animated {
            UIView.animate(withDuration: 0.25, animations: {
                leaving.view.alpha = 0
            }, completion: { _ in
                finish()
                leaving.view.alpha = 1
            })
        } else {
            finish()
        }
        return stack.last // locate-here
    }
}
