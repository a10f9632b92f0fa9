// locator-case: The learner makes root a child in viewDidAppear, so the container is already on screen before root is its child and root's view comes in late; embed root in viewDidLoad (or viewWillAppear) instead.
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
    }

    // MARK: Your code

    override func viewDidAppear(_ animated: Bool) { // locate-here
        super.viewDidAppear(animated)
        if root.parent == nil {
            install(root, at: frameForContent())
            root.didMove(toParent: self)
        }
    }

    private func install(_ child: UIViewController, at frame: CGRect) {
        addChild(child)
        child.view.frame = frame
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
    }

    var stack: [UIViewController] { children }

    func push(_ controller: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === controller }) { return }
        guard let below = children.last else { return }
        let target = frameForContent()
        install(controller, at: animated ? target.offsetBy(dx: target.width, dy: 0) : target)
        if !animated {
            below.view.removeFromSuperview()
            controller.didMove(toParent: self)
            return
        }
        UIView.animate(withDuration: 0.3, animations: {
            controller.view.frame = target
        }, completion: { _ in
            below.view.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count >= 2 else { return nil }
        let leaving = children[children.count - 1]
        let back = children[children.count - 2]
        leaving.willMove(toParent: nil)
        back.view.frame = frameForContent()
        view.insertSubview(back.view, belowSubview: leaving.view)
        let done: (Bool) -> Void = { _ in
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                leaving.view.frame.origin.x = self.view.bounds.width
            }, completion: done)
        } else {
            done(true)
        }
        return leaving
    }
}
