// locator-case: The learner sends willMove(toParent: nil) to the controller that stays (staying) instead of the one being popped (leaving); warn leaving.
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
        show(root, fromNothing: true)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    private func show(_ child: UIViewController, fromNothing: Bool) {
        addChild(child)
        child.view.frame = frameForContent()
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        if fromNothing { child.didMove(toParent: self) }
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil else { return } // already somewhere: refuse
        let current = children.last
        show(controller, fromNothing: false)
        if animated {
            let end = controller.view.frame
            controller.view.frame = end.offsetBy(dx: end.width, dy: 0)
            UIView.animate(withDuration: 0.3, animations: {
                controller.view.frame = end
            }) { _ in
                current?.view.removeFromSuperview()
                controller.didMove(toParent: self)
            }
        } else {
            current?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        let count = children.count
        if count < 2 { return nil }
        let leaving = children[count - 1]
        let staying = children[count - 2]

        staying.willMove(toParent: nil) // locate-here
        staying.view.frame = frameForContent()
        view.insertSubview(staying.view, belowSubview: leaving.view)

        let endPop = {
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                leaving.view.frame.origin.x += leaving.view.frame.width
            }) { _ in endPop() }
        } else {
            endPop()
        }
        return leaving
    }
}
