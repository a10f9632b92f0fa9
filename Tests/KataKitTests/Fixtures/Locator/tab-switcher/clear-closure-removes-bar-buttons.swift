// locator-case: the stored clearing closure removes every subview of the container's view, the bar's buttons included, instead of only the tab views; remove only the children's views.
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

    /// Takes whatever tab is showing off the screen (the tabs stay children).
    private lazy var clearTabArea: () -> Void = { [unowned self] in
        self.view.subviews.forEach { $0.removeFromSuperview() } // locate-here
    }

    func select(_ index: Int) {
        guard selectedIndex != index else { return }
        let incoming = tabs[index]
        let firstTime = !children.contains(incoming)
        clearTabArea()
        if firstTime {
            addChild(incoming)
        }
        let tabView: UIView = incoming.view
        tabView.frame = frameForSelectedTab()
        view.addSubview(tabView)
        if firstTime {
            incoming.didMove(toParent: self)
        }
        selectedIndex = index
    }
}
