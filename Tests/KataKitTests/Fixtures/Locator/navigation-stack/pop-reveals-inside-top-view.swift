// locator-case: on pop the learner adds the revealed view into top.view (top.view.addSubview) instead of the container's view, so it leaves the hierarchy with the popped view; insert it into view, below top.view.
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
        root.view.frame = frameForContent()
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] {
        return children
    }

    private func slide(animated: Bool, _ changes: @escaping () -> Void, then finish: @escaping () -> Void) {
        guard animated else {
            changes()
            finish()
            return
        }
        UIView.animate(withDuration: 0.3, animations: changes, completion: { _ in finish() })
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === controller }) else { return }
        let below = children.last
        let target = frameForContent()
        addChild(controller)
        controller.view.frame = target.offsetBy(dx: target.width, dy: 0)
        view.addSubview(controller.view)
        slide(animated: animated, {
            controller.view.frame = target
        }, then: {
            below?.viewIfLoaded?.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let revealed = children[children.count - 2]
        let target = frameForContent()
        top.willMove(toParent: nil)
        revealed.view.frame = target
        top.view.addSubview(revealed.view) // locate-here
        slide(animated: animated, {
            top.view.frame = target.offsetBy(dx: target.width, dy: 0)
        }, then: {
            top.view.removeFromSuperview()
            top.removeFromParent()
        })
        return top
    }
}
