// locator-case: pop only checks that there is a top controller, so at the root it pops root itself instead of returning nil
// batch: 4
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

    /// `children` is the stack, root first.
    var stack: [UIViewController] {
        children
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if root.parent == nil { install(root) }
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !children.contains(controller), controller.parent == nil else { return }
        let covered = children.last
        install(controller)
        covered?.viewIfLoaded?.removeFromSuperview()
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard let top = children.last else { return nil }  // locate-here
        let revealed = children.dropLast().last
        top.willMove(toParent: nil)
        if let revealed {
            revealed.view.frame = frameForContent()
            view.insertSubview(revealed.view, belowSubview: top.view)
        }
        top.view.removeFromSuperview()
        top.removeFromParent()
        return top
    }

    /// Listing 5-1 below the bar.
    private func install(_ controller: UIViewController) {
        addChild(controller)
        controller.view.frame = frameForContent()
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }
}
