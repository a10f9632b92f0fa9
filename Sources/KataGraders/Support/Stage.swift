@_spi(Simulator) import UIKitSim

/// Puts controllers on screen the same way in every grader, so that "on screen" means one thing.
@MainActor
public enum Stage {
    /// Makes `container` the root of a key, visible window the size of the screen and ends the
    /// run-loop turn, so its appearance has finished. Keep the returned window alive for the check.
    /// `windowName` names the window in the journal, for timelines that mention it.
    @discardableResult
    public static func show(_ container: UIViewController, windowName: String? = nil) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        if let windowName { Simulator.name(window, windowName) }
        window.rootViewController = container
        window.makeKeyAndVisible()
        Simulator.runLoopTurn()
        return window
    }

    /// Shows `container` as the child of a plain parent that places its view `offset` points down
    /// (the rest of the screen below), so the container's `frame` is not its `bounds`: a learner
    /// who sizes a child from `view.frame` is seen. Keep the returned window alive for the check.
    @discardableResult
    public static func showEmbedded(_ container: UIViewController, offset: CGFloat) -> UIWindow {
        let parent = UIViewController()
        Simulator.name(parent, "parent")
        let window = show(parent)
        var frame = parent.view.bounds
        frame.origin.y += offset
        frame.size.height -= offset
        addChild(container, to: parent, frame: frame)
        Simulator.runUntilIdle()
        return window
    }

    /// Adds `child` to `parent` the way Listing 5-1 does, into `frame` (the parent's bounds if
    /// nil). Graders use it to set a scene up without going through the learner's code.
    public static func addChild(_ child: UIViewController, to parent: UIViewController, frame: CGRect? = nil) {
        parent.addChild(child)
        child.view.frame = frame ?? parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// `view`'s frame in `ancestor`'s coordinates (nil if it is not inside `ancestor`), so that a
    /// child view placed through an intermediate slot view is judged by where it really is.
    public static func frame(of view: UIView, in ancestor: UIView) -> CGRect? {
        var rect = view.frame
        var current = view.superview
        while let superview = current, superview !== ancestor {
            rect.origin.x += superview.frame.minX - superview.bounds.minX
            rect.origin.y += superview.frame.minY - superview.bounds.minY
            current = superview.superview
        }
        return current == nil ? nil : rect
    }

    /// True if `view` is `ancestor` or lies anywhere inside it.
    public static func view(_ view: UIView?, isInside ancestor: UIView?) -> Bool {
        guard let ancestor else { return false }
        var current = view
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }
}
