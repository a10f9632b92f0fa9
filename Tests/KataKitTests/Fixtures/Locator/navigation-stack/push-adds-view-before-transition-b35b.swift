// locator-case: push adds controller.view to the view itself before transition(from:to:...), which adds the new view on its own; drop the view.addSubview(controller.view) line
// batch: 35
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
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        children
    }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === controller }), let current = children.last else { return }
        let content = frameForContent()
        addChild(controller)
        controller.view.frame = animated ? content.offsetBy(dx: content.width, dy: 0) : content
        view.addSubview(controller.view) // locate-here
        transition(from: current, to: controller, duration: animated ? 0.3 : 0, options: [], animations: {
            controller.view.frame = content
            current.view.frame = content.offsetBy(dx: -content.width, dy: 0)
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
        let below = children[children.count - 2]
        let content = frameForContent()
        top.willMove(toParent: nil)
        below.view.frame = animated ? content.offsetBy(dx: -content.width, dy: 0) : content
        transition(from: top, to: below, duration: animated ? 0.3 : 0, options: [], animations: {
            below.view.frame = content
            top.view.frame = content.offsetBy(dx: content.width, dy: 0)
        }, completion: { _ in
            top.removeFromParent()
        })
        return top
    }
}
