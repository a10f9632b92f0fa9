// locator-case: the learner's contentRect uses view.bounds.insetBy(dx: 0, dy: 44), which trims 44 points off the bottom as well as the top, so every child's view is 44 points too short; use frameForContent() (only the top inset).
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
        root.view.frame = contentRect
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    /// The area under the bar.
    private var contentRect: CGRect {
        view.bounds.insetBy(dx: 0, dy: 44) // locate-here
    }

    var stack: [UIViewController] {
        children
    }

    func push(_ controller: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === controller }) { return }
        let previous = children.last
        addChild(controller)
        let final = contentRect
        controller.view.frame = animated ? final.offsetBy(dx: final.width, dy: 0) : final
        view.addSubview(controller.view)
        let done = {
            previous?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: {
                controller.view.frame = final
            }, completion: { _ in done() })
        } else {
            done()
        }
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        let leaving = children[children.count - 1]
        let below = children[children.count - 2]
        leaving.willMove(toParent: nil)
        below.view.frame = contentRect
        view.insertSubview(below.view, belowSubview: leaving.view)
        let done = {
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        }
        if animated {
            let away = contentRect.offsetBy(dx: contentRect.width, dy: 0)
            UIView.animate(withDuration: 0.25, animations: {
                leaving.view.frame = away
            }, completion: { _ in done() })
        } else {
            done()
        }
        return leaving
    }
}
