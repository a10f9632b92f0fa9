import UIKitSim

/// What the tab-switcher grader needs from the learner's `ContainerViewController`: the given
/// initializer, tabs, selected index and frame, and the learner's `select(_:)`. The kata's contract
/// file declares the conformance, so a renamed member is a compile error in the learner's own terms.
@MainActor
public protocol TabSwitcherContainer: UIViewController {
    init(tabs: [UIViewController])
    var tabs: [UIViewController] { get }
    var selectedIndex: Int? { get }
    func frameForSelectedTab() -> CGRect
    func select(_ index: Int)
}

/// The grader's own correct container: a tab becomes a child when first selected and stays one;
/// switching takes the hidden tab's view out and puts the shown one in. Replaying a scene with it
/// gives the expected timeline.
final class ReferenceTabSwitcherContainer: UIViewController, TabSwitcherContainer {
    let tabs: [UIViewController]
    private(set) var selectedIndex: Int?

    init(tabs: [UIViewController]) {
        self.tabs = tabs
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code by the grader") }

    func frameForSelectedTab() -> CGRect {
        CGRect(x: 0, y: 40, width: view.bounds.width, height: view.bounds.height - 40)
    }

    func select(_ index: Int) {
        guard index != selectedIndex else { return }
        let shown = tabs[index]
        let isNew = shown.parent == nil
        if isNew { addChild(shown) }
        if let old = selectedIndex { tabs[old].viewIfLoaded?.removeFromSuperview() }
        shown.view.frame = frameForSelectedTab()
        view.addSubview(shown.view)
        if isNew { shown.didMove(toParent: self) }
        selectedIndex = index
    }
}
