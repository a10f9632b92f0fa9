// locator-case: The learner's push completion removes self.topController's view, a computed property read only after addChild has made the pushed controller the top, so the pushed view is removed and the covered one stays; capture the covered controller (children.last) before addChild.
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
        install(root)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    /// Whoever is on top right now.
    private var topController: UIViewController? { children.last }

    private func install(_ child: UIViewController) {
        addChild(child)
        child.view.frame = frameForContent()
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
    }

    func push(_ controller: UIViewController, animated: Bool) {
        if children.contains(controller) { return }

        install(controller)
        let finalFrame = frameForContent()

        let settle: (Bool) -> Void = { _ in
            self.topController?.view.removeFromSuperview() // locate-here
            controller.didMove(toParent: self)
        }

        if animated {
            controller.view.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
            UIView.animate(withDuration: 0.25, animations: {
                controller.view.frame = finalFrame
            }, completion: settle)
        } else {
            settle(true)
        }
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count >= 2 else { return nil }
        let leaving = children[children.count - 1]
        let below = children[children.count - 2]

        leaving.willMove(toParent: nil)
        below.view.frame = frameForContent()
        view.insertSubview(below.view, belowSubview: leaving.view)

        let done = {
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: {
                leaving.view.frame = leaving.view.frame.offsetBy(dx: leaving.view.frame.width, dy: 0)
            }, completion: { _ in done() })
        } else {
            done()
        }
        return leaving
    }
}
