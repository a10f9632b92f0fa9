// locator-case: the tab area is computed at the top of select as the bounds inset by 40 points at both ends, so the shown tab stops 40 points short of the bottom; inset only the top (use frameForSelectedTab()).
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A switcher with a 40-point bar of three buttons and, below it, the selected tab.
/// Kata `tab-switcher` — read README.md, then run `swift run kata watch tab-switcher`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The three tabs, in button order. None is your child until it is first selected.
    let tabs: [UIViewController]
    /// The tab shown now (nil before the first selection); `select(_:)` keeps it up to date.
    private(set) var selectedIndex: Int?
    private var buttons: [UIView] = []

    init(tabs: [UIViewController]) {
        precondition(tabs.count == 3, "the bar has three buttons")
        self.tabs = tabs
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The bar: three plain views standing for buttons (a tap calls select(_:)).
        let width = view.bounds.width / 3
        for index in 0..<3 {
            let button = UIView(frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 40))
            view.addSubview(button)
            buttons.append(button)
        }
    }

    /// Where the selected tab's view goes: everything below the bar.
    func frameForSelectedTab() -> CGRect {
        CGRect(x: 0, y: 40, width: view.bounds.width, height: view.bounds.height - 40)
    }

    // MARK: Your work

    func select(_ index: Int) {
        guard index != selectedIndex, tabs.indices.contains(index) else { return }
        let tabArea = view.bounds.inset(by: UIEdgeInsets(top: 40, left: 0, bottom: 40, right: 0)) // locate-here
        let chosen = tabs[index]

        // hide the old tab first: it stays our child
        if let previous = selectedIndex {
            tabs[previous].viewIfLoaded?.removeFromSuperview()
        }

        let adding = chosen.parent == nil
        if adding { addChild(chosen) }
        chosen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        chosen.view.frame = tabArea
        view.addSubview(chosen.view)
        if adding { chosen.didMove(toParent: self) }
        selectedIndex = index
    }
}
