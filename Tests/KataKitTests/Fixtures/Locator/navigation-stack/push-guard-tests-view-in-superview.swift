// locator-case: the learner decides whether a controller is already stacked by whether its view is in a superview, so a covered controller (or root under a pushed one) counts as not stacked and is pushed a second time
// batch: 11
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
        addChild(root)
        root.view.frame = frameForContent()
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        return children
    }

    private var top: UIViewController? { children.last }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        let alreadyStacked = controller.view.superview != nil // locate-here
        guard !alreadyStacked else { return }
        let covered = top
        let shownFrame = frameForContent()
        let startFrame = animated ? shownFrame.offsetBy(dx: shownFrame.width, dy: 0) : shownFrame
        addChild(controller)
        controller.view.frame = startFrame
        view.addSubview(controller.view)
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            controller.view.frame = shownFrame
        }, completion: { _ in
            covered?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard let leaving = top, leaving !== root else { return nil }
        let revealed = children[children.count - 2]
        let shownFrame = frameForContent()
        leaving.willMove(toParent: nil)
        revealed.view.frame = shownFrame
        view.insertSubview(revealed.view, belowSubview: leaving.view)
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            leaving.view.frame = shownFrame.offsetBy(dx: shownFrame.width, dy: 0)
        }, completion: { _ in
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        })
        return leaving
    }
}
