// locator-case: the canPop property is true as long as there is any child, so pop at the root takes root off; it should require more than one child.
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
        root.view.frame = frameForContent()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    private var top: UIViewController? { children.last }
    private var canPop: Bool { !children.isEmpty } // locate-here

    func push(_ controller: UIViewController, animated: Bool) {
        guard !children.contains(controller) else { return }
        let covered = top
        addChild(controller)
        controller.view.frame = frameForContent()
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if animated { controller.view.alpha = 0 }
        view.addSubview(controller.view)
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            controller.view.alpha = 1
        }, completion: { _ in
            covered?.view.removeFromSuperview()
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard canPop, let leaving = top else { return nil }
        leaving.willMove(toParent: nil)
        if children.count > 1 {
            let revealed = children[children.count - 2]
            revealed.view.frame = frameForContent()
            view.insertSubview(revealed.view, belowSubview: leaving.view)
        }
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            leaving.view.alpha = 0
        }, completion: { _ in
            leaving.view.removeFromSuperview()
            leaving.view.alpha = 1
            leaving.removeFromParent()
        })
        return leaving
    }
}
