// locator-case: The learner calls controller.didMove(toParent: self) right after starting the slide instead of in its completion, so on an animated push the child hears didMove before its view is in place; move didMove into the completion.
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
        embedRoot()
    }

    private func embedRoot() {
        addChild(root)
        root.view.frame = frameForContent()
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    /// Slides `incoming` over `outgoing`; `done` runs once the views have settled.
    private func slide(_ incoming: UIViewController, over outgoing: UIViewController,
                       animated: Bool, done: @escaping () -> Void) {
        let dest = frameForContent()
        incoming.view.frame = animated ? dest.offsetBy(dx: dest.width, dy: 0) : dest
        view.addSubview(incoming.view)
        guard animated else {
            outgoing.view.removeFromSuperview()
            done()
            return
        }
        UIView.animate(withDuration: 0.35, animations: {
            incoming.view.frame = dest
        }, completion: { _ in
            outgoing.view.removeFromSuperview()
            done()
        })
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil, let covered = children.last else { return }
        addChild(controller)
        slide(controller, over: covered, animated: animated, done: {})
        controller.didMove(toParent: self) // locate-here
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        let popped = children[children.count - 1]
        let below = children[children.count - 2]
        popped.willMove(toParent: nil)
        let dest = frameForContent()
        below.view.frame = dest
        view.insertSubview(below.view, belowSubview: popped.view)
        if animated {
            UIView.animate(withDuration: 0.35, animations: {
                popped.view.frame = dest.offsetBy(dx: dest.width, dy: 0)
            }, completion: { _ in
                popped.view.removeFromSuperview()
                popped.removeFromParent()
            })
        } else {
            popped.view.removeFromSuperview()
            popped.removeFromParent()
        }
        return popped
    }
}
