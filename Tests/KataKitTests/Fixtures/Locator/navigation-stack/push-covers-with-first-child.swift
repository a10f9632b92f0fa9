// locator-case: push takes the covered controller from children.first (the root) instead of the current top, so a second push leaves the previous top's view in place; the learner should use children.last.
// batch: 13
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
        attach(root, at: frameForContent())
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    /// addChild + the view in place; didMove is left to the caller.
    private func attach(_ child: UIViewController, at frame: CGRect) {
        addChild(child)
        child.view.frame = frame
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
    }

    func push(_ controller: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === controller }) { return }
        let covered = children.first // locate-here
        let target = frameForContent()
        let start = animated ? target.offsetBy(dx: target.width, dy: 0) : target
        attach(controller, at: start)

        func settle() {
            covered?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        }

        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                controller.view.frame = target
            }, completion: { _ in settle() })
        } else {
            settle()
        }
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        let count = children.count
        if count < 2 { return nil }
        let top = children[count - 1]
        let below = children[count - 2]
        let target = frameForContent()

        top.willMove(toParent: nil)
        below.view.frame = target
        view.insertSubview(below.view, belowSubview: top.view)

        func settle() {
            top.view.removeFromSuperview()
            top.removeFromParent()
        }

        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                top.view.frame = target.offsetBy(dx: target.width, dy: 0)
            }, completion: { _ in settle() })
        } else {
            settle()
        }
        return top
    }
}
