// locator-case: pop's guard only checks that there is a top (children.last), so at the root it pops root too; it must return nil unless children.count > 1
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
        if controller.parent != nil { return }
        let previous = children.last
        addChild(controller)
        controller.view.frame = frameForContent()
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        previous?.view.removeFromSuperview()
        controller.didMove(toParent: self)
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard let top = children.last else { return nil } // locate-here
        let below = children.dropLast().last
        top.willMove(toParent: nil)
        if let below {
            below.view.frame = frameForContent()
            view.addSubview(below.view)
        }
        top.view.removeFromSuperview()
        top.removeFromParent()
        return top
    }
}
