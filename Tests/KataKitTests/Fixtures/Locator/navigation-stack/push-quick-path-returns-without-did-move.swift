// locator-case: the unanimated path of push returns early after putting the view in place but never sends controller.didMove(toParent: self); add it before the return.
// batch: 19
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
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] {
        return children
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === controller }) else { return }
        let oldTop = stack.last
        let content = frameForContent()

        addChild(controller)
        view.addSubview(controller.view)

        if !animated {
            controller.view.frame = content
            oldTop?.view.removeFromSuperview() // locate-here
            return // locate-here
        }

        controller.view.frame = content.offsetBy(dx: content.width, dy: 0)
        UIView.animate(withDuration: 0.25, animations: {
            controller.view.frame = content
        }, completion: { _ in
            oldTop?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack[stack.count - 1]
        let below = stack[stack.count - 2]
        let content = frameForContent()

        top.willMove(toParent: nil)
        below.view.frame = content
        view.insertSubview(below.view, belowSubview: top.view)

        if !animated {
            top.view.removeFromSuperview()
            top.removeFromParent()
            return top
        }

        UIView.animate(withDuration: 0.25, animations: {
            top.view.frame = content.offsetBy(dx: content.width, dy: 0)
        }, completion: { _ in
            top.view.removeFromSuperview()
            top.removeFromParent()
        })
        return top
    }
}
