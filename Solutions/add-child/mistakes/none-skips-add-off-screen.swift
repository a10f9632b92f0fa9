// mistake: none
// expect-rules: add-child-first
// source: locator batch 15 case returns-early-when-off-screen (Tests/KataKitTests/Fixtures/Locator/add-child/returns-early-when-off-screen.swift)
// displayContentController returns without adding anything while the container is in no window, as when it embeds from viewDidLoad.
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    private var isOnScreen: Bool {
        viewIfLoaded?.window != nil
    }

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        // no point embedding anything while nobody can see it
        guard isOnScreen else { return }

        addChild(content)

        let target = frameForContentController()
        content.view.frame = target
        view.addSubview(content.view)

        content.didMove(toParent: self)
    }
}
