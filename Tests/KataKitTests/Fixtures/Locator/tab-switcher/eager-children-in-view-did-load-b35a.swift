// locator-case: makes all three tabs children up front in viewDidLoad (with didMove before any view is in place) instead of lazily on first selection; addChild/didMove a tab in select(_:) the first time it is shown
// batch: 35
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
        // Every tab is a child from the start; select(_:) only swaps views.
        for tab in tabs { // locate-here
            addChild(tab) // locate-here
            tab.didMove(toParent: self) // locate-here
        }
    }

    /// Where the selected tab's view goes: everything below the bar.
    func frameForSelectedTab() -> CGRect {
        CGRect(x: 0, y: 40, width: view.bounds.width, height: view.bounds.height - 40)
    }

    // MARK: Your work

    /// Shows tab `index` and hides the tab shown before.
    func select(_ index: Int) {
        // TODO: show tabs[index], hide the tab shown before (see README.md).
        if index == selectedIndex { return }
        if let oldIndex = selectedIndex {
            tabs[oldIndex].viewIfLoaded?.removeFromSuperview()
        }
        let tabView: UIView = tabs[index].view
        tabView.frame = frameForSelectedTab()
        view.addSubview(tabView)
        selectedIndex = index
    }
}
