// locator-case: the duplicate-push guard only compares with the top (covered !== controller), so a controller deeper in the stack (root) is pushed again; should refuse any controller already on the stack (controller.parent == nil / !children.contains)
// batch: 33
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

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        children
    }

    private var offRight: CGRect { frameForContent().offsetBy(dx: view.bounds.width, dy: 0) }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        guard let covered = children.last, covered !== controller else { return } // locate-here
        addChild(controller)
        controller.view.frame = animated ? offRight : frameForContent()
        transition(from: covered, to: controller, duration: animated ? 0.3 : 0, options: [], animations: {
            controller.view.frame = self.frameForContent()
        }, completion: { _ in
            controller.didMove(toParent: self)
        })
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count >= 2 else { return nil }
        let top = children[children.count - 1]
        let revealed = children[children.count - 2]
        top.willMove(toParent: nil)
        revealed.view.frame = frameForContent()
        transition(from: top, to: revealed, duration: animated ? 0.3 : 0, options: [], animations: {
            top.view.frame = self.offRight
        }, completion: { _ in
            top.removeFromParent()
        })
        return top
    }
}
