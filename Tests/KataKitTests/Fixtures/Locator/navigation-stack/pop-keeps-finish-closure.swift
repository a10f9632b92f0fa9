// locator-case: The learner stores pop's finishing work in a property to run after the animation and never clears it, so the closure keeps the popped controller alive.
// batch: 10
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
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    /// The work left for when the current animation ends.
    private var pendingFinish: (() -> Void)?

    func push(_ controller: UIViewController, animated: Bool) {
        if controller.parent != nil { return }
        let covered = children.last
        addChild(controller)
        controller.view.frame = frameForContent()
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.alpha = animated ? 0 : 1
        view.addSubview(controller.view)
        UIView.animate(withDuration: animated ? 0.25 : 0, animations: {
            controller.view.alpha = 1
        }, completion: { _ in
            covered?.viewIfLoaded?.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count >= 2, let top = children.last else { return nil }
        let revealed = children[children.count - 2]
        top.willMove(toParent: nil)
        revealed.view.frame = frameForContent()
        view.insertSubview(revealed.view, belowSubview: top.view)
        pendingFinish = { // locate-here
            top.view.removeFromSuperview()
            top.removeFromParent()
        }
        UIView.animate(withDuration: animated ? 0.25 : 0, animations: {
            top.view.alpha = 0
        }, completion: { _ in
            self.pendingFinish?()
            top.view.alpha = 1
        })
        return top
    }
}
