#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Ordinary UIKit code, as an app would write it: nothing here knows it runs on UIKitSim.

/// Where the controllers below write what happened to them.
@MainActor
enum Trace {
    static var lines: [String] = []
    static func add(_ line: String) { lines.append(line) }
}

/// A content controller with its own designated initializer (so it does not inherit `init()`).
final class ContentViewController: UIViewController {
    let name: String
    let style: UIStatusBarStyle
    let hidesStatusBar: Bool

    init(name: String, style: UIStatusBarStyle = .default, hidesStatusBar: Bool = false) {
        self.name = name
        self.style = style
        self.hidesStatusBar = hidesStatusBar
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Trace.add("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Trace.add("\(name).viewWillAppear moving=\(isMovingToParent)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Trace.add("\(name).viewDidAppear moving=\(isMovingToParent)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Trace.add("\(name).viewWillDisappear moving=\(isMovingFromParent)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Trace.add("\(name).viewDidDisappear moving=\(isMovingFromParent)")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        Trace.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        Trace.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

/// Listings 5-1, 5-2 and 5-3 of Apple's guide, plus status-bar delegation.
final class ContainerViewController: UIViewController {
    private(set) var selectedChild: UIViewController?

    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        selectedChild = content
        setNeedsStatusBarAppearanceUpdate()
    }

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = frameForContentController().offsetBy(dx: view.bounds.width, dy: 0)
        let endFrame = frameForContentController().offsetBy(dx: -view.bounds.width, dy: 0)
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
            self.selectedChild = newVC
            self.setNeedsStatusBarAppearanceUpdate()
        })
    }

    override var childForStatusBarStyle: UIViewController? { selectedChild }
    override var childForStatusBarHidden: UIViewController? { selectedChild }
}

/// Listings 5-4 and 5-5: a container that forwards appearance itself.
final class ManualAppearanceContainer: UIViewController {
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        child.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child.endAppearanceTransition()
    }
}

/// Sizes its child from the child's preferred content size, pinned to the bottom.
final class PanelContainer: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = frame(for: child.preferredContentSize)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func frame(for preferred: CGSize) -> CGRect {
        let size = size(forChildContentContainer: children[0], withParentContainerSize: view.bounds.size)
        return CGRect(x: 0, y: view.bounds.height - size.height, width: size.width, height: size.height)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if let child = container as? UIViewController, child.parent === self {
            child.view.frame = frame(for: container.preferredContentSize)
        }
    }

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: min(container.preferredContentSize.height, parentSize.height))
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            Trace.add("panel resized alongside")
        }, completion: nil)
    }
}

/// Sizes its child with constraints instead of a frame.
final class ConstrainedContainer: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            child.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 44),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        child.didMove(toParent: self)
    }
}

/// Mistake G34: a container that shows a child's view without `addChild`. A present from that
/// child is made on a detached view controller.
final class DetachedEmbeddingContainer: UIViewController {
    func embedWithoutContainment(_ child: UIViewController) {
        child.view.frame = view.bounds
        view.addSubview(child.view)
    }
}
