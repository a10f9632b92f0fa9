// locator-case: root's view is given view.bounds when it is embedded, so it covers the bar; it should get frameForContent().
// batch: 19
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
        root.view.frame = view.bounds // locate-here
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    func push(_ controller: UIViewController, animated: Bool) {
        if children.contains(controller) { return }
        let previous = children.last
        addChild(controller)
        let target = frameForContent()
        controller.view.frame = animated ? target.offsetBy(dx: target.width, dy: 0) : target
        view.addSubview(controller.view)
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            controller.view.frame = target
        }, completion: { _ in
            previous?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        if children.count < 2 { return nil }
        let leaving = children[children.count - 1]
        let below = children[children.count - 2]
        leaving.willMove(toParent: nil)
        below.view.frame = frameForContent()
        view.insertSubview(below.view, belowSubview: leaving.view)
        let target = frameForContent().offsetBy(dx: view.bounds.width, dy: 0)
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            leaving.view.frame = target
        }, completion: { _ in
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
        })
        return leaving
    }
}
