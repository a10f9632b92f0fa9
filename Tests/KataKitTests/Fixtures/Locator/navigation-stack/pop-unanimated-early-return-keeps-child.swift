// locator-case: the unanimated branch of pop takes the top's view out and returns early without removeFromParent(), so an unanimated pop leaves the popped controller in children; call top.removeFromParent() before returning.
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
        show(root, asNewChild: true)
    }

    private func show(_ child: UIViewController, asNewChild: Bool) {
        if asNewChild { addChild(child) }
        child.view.frame = frameForContent()
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        if asNewChild { child.didMove(toParent: self) }
    }

    // MARK: Your code

    var stack: [UIViewController] {
        Array(children)
    }

    func push(_ controller: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === controller }) { return }
        let hidden = children.last
        guard animated else {
            show(controller, asNewChild: true)
            hidden?.view.removeFromSuperview()
            return
        }
        addChild(controller)
        let frame = frameForContent()
        controller.view.frame = frame.offsetBy(dx: frame.width, dy: 0)
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        UIView.animate(withDuration: 0.3, animations: {
            controller.view.frame = frame
        }, completion: { _ in
            hidden?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let beneath = children[children.count - 2]
        top.willMove(toParent: nil)
        show(beneath, asNewChild: false)
        view.bringSubviewToFront(top.view)
        if !animated {
            top.view.removeFromSuperview() // locate-here
            return top // locate-here
        }
        UIView.animate(withDuration: 0.3, animations: {
            top.view.frame.origin.x = self.view.bounds.width
        }, completion: { _ in
            top.view.removeFromSuperview()
            top.removeFromParent()
        })
        return top
    }
}
