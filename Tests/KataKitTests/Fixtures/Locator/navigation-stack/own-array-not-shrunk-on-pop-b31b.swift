// locator-case: the container keeps its own items array and pop never takes the top off it (stale stack, popped one kept alive); pop must call items.removeLast() (better: stack = children)
// batch: 31
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
        items = [root]
    }

    // MARK: Your code

    private var items: [UIViewController] = []

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        items
    }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        guard !items.contains(where: { $0 === controller }), let covered = items.last else { return }
        addChild(controller)
        items.append(controller)
        let slot = frameForContent()
        controller.view.frame = animated ? slot.offsetBy(dx: slot.width, dy: 0) : slot
        transition(from: covered, to: controller, duration: animated ? 0.3 : 0, options: [], animations: {
            controller.view.frame = slot
        }, completion: { _ in
            controller.didMove(toParent: self)
        })
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard items.count > 1 else { return nil }
        let top = items[items.count - 1], revealed = items[items.count - 2]
        top.willMove(toParent: nil) // locate-here
        let slot = frameForContent() // locate-here
        revealed.view.frame = slot
        transition(from: top, to: revealed, duration: animated ? 0.3 : 0, options: [], animations: {
            top.view.frame = slot.offsetBy(dx: slot.width, dy: 0)
        }, completion: { _ in
            top.removeFromParent()
        })
        return top
    }
}
