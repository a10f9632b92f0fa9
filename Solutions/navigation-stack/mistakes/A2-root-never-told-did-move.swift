// mistake: A2
// expect-rules: did-move-after-view
// source: docs/spec/mistakes.md A2 (no didMove(toParent:) after adding a child), here for root embedded in viewDidLoad; locator batch 14 case root-never-told-did-move
// root is made a child and its view goes in, but root never hears didMove(toParent: self).
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
        let rootView: UIView = root.view
        rootView.frame = frameForContent()
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(rootView)
        view.bringSubviewToFront(bar)
    }

    // MARK: Your code

    /// The controllers on the stack, bottom (root) first, top last.
    var stack: [UIViewController] {
        children.map { $0 }
    }

    /// Puts `controller` on top of the stack and shows its view in place of the current top's.
    func push(_ controller: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === controller }) else { return }
        let covered = stack.last
        addChild(controller)
        let content = frameForContent()
        controller.view.frame = animated ? content.offsetBy(dx: content.width, dy: 0) : content
        view.addSubview(controller.view)
        view.bringSubviewToFront(bar)
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            controller.view.frame = content
        }, completion: { _ in
            covered?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    /// Takes the top controller off the stack and shows the one below; returns the one taken
    /// off, or nil at the root (which never leaves).
    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard stack.count >= 2 else { return nil }
        let topOne = stack[stack.count - 1]
        let below = stack[stack.count - 2]
        topOne.willMove(toParent: nil)
        below.view.frame = frameForContent()
        view.insertSubview(below.view, belowSubview: topOne.view)
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            topOne.view.frame = self.frameForContent().offsetBy(dx: self.view.bounds.width, dy: 0)
        }, completion: { _ in
            topOne.view.removeFromSuperview()
            topOne.removeFromParent()
        })
        return topOne
    }
}
