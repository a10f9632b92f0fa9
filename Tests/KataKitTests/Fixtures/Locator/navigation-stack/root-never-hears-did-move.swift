// locator-case: the learner's showRoot() adds root as a child and puts its view in place but never calls root.didMove(toParent: self); add it after the view is added.
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
        showRoot()
    }

    private func showRoot() {
        addChild(root)
        root.view.frame = frameForContent()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view) // locate-here
    } // locate-here

    // MARK: Your code

    var stack: [UIViewController] { children }

    private var offscreenRight: CGRect { frameForContent().offsetBy(dx: view.bounds.width, dy: 0) }

    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil, let current = children.last else { return }
        addChild(controller)
        controller.view.frame = animated ? offscreenRight : frameForContent()
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(from: current, to: controller, duration: animated ? 0.3 : 0, options: [], animations: {
            controller.view.frame = self.frameForContent()
        }, completion: { _ in
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count >= 2 else { return nil }
        let top = children[children.count - 1]
        let below = children[children.count - 2]
        top.willMove(toParent: nil)
        below.view.frame = frameForContent()
        transition(from: top, to: below, duration: animated ? 0.3 : 0, options: [], animations: {
            top.view.frame = self.offscreenRight
        }, completion: { _ in
            top.removeFromParent()
        })
        return top
    }
}
