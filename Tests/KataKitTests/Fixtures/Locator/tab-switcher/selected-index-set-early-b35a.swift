// locator-case: selectedIndex is updated at the top, so "the previous tab" read from it afterwards is the new one and the old tab's view is never removed; read the previous index before updating selectedIndex
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
    }

    /// Where the selected tab's view goes: everything below the bar.
    func frameForSelectedTab() -> CGRect {
        CGRect(x: 0, y: 40, width: view.bounds.width, height: view.bounds.height - 40)
    }

    // MARK: Your work

    /// Shows tab `index` and hides the tab shown before.
    func select(_ index: Int) {
        // TODO: show tabs[index], hide the tab shown before (see README.md).
        guard index != selectedIndex else { return }
        selectedIndex = index // locate-here
        let tab = tabs[index]
        let firstTime = tab.parent == nil
        if firstTime { addChild(tab) }
        hidePreviousTab()
        tab.view.frame = frameForSelectedTab()
        view.addSubview(tab.view)
        if firstTime { tab.didMove(toParent: self) }
    }

    /// Takes the view of the tab shown before out of the hierarchy; it stays a child.
    private func hidePreviousTab() {
        guard let previous = selectedIndex else { return }
        tabs[previous].viewIfLoaded?.removeFromSuperview()
    }
}
