// mistake: A2
// expect-rules: did-move-after-view
// source: Tests/KataKitTests/Fixtures/Locator/add-child/early-return-before-did-move.swift (batch 1; it passed, the grader adding only on screen); mistakes.md A2 (no didMove(toParent:)) — here only for a container not yet in a window, as when it embeds from viewDidLoad
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header (Listing 5-1).
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // 1. The relationship first: addChild also sends content.willMove(toParent: self).
        addChild(content)
        // 2. Size the child's own root view, then put it in our hierarchy.
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        guard view.window != nil else { return }
        // 3. Only now is the move finished.
        content.didMove(toParent: self)
    }
}
