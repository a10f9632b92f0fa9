// locator-case: the learner forwards the OLD traits to super (super.willTransition(to: traitCollection, ...)), so the children are told about the size class they are leaving; pass newCollection.
// batch: 18
// grader-miss: super receives the traits being left, so the children hear willTransition(to:) with the old horizontal size class (regular when becoming compact and vice versa); childrenHearTheirOwnSizeChanges should check that the collection the primary hears is the new one.
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A split container: in regular width the primary column on the left and the secondary beside
/// it; in compact width the primary alone. Read README.md next to this file.
final class ContainerViewController: UIViewController {
    /// Given: the two children, added with correct containment in `viewDidLoad`.
    let primary: UIViewController
    let secondary: UIViewController

    init(primary: UIViewController, secondary: UIViewController) {
        self.primary = primary
        self.secondary = secondary
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is made in code")
    }

    /// Given: both children added, views included (Listing 5-1).
    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [primary, secondary] {
            addChild(child)
            child.view.frame = view.bounds
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    /// Given: the primary column's width in regular width, a third of the container.
    func primaryWidth(for size: CGSize) -> CGFloat {
        (size.width / 3).rounded(.down)
    }

    /// The size class we are in, or about to be in.
    private var horizontalClass: UIUserInterfaceSizeClass = .unspecified
    private var isWide: Bool { horizontalClass == .regular }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        horizontalClass = traitCollection.horizontalSizeClass
        updateColumns()
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: traitCollection, with: coordinator) // locate-here
        horizontalClass = newCollection.horizontalSizeClass
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.updateColumns()
        })
    }

    private func updateColumns() {
        let secondaryShown = secondary.viewIfLoaded?.superview === view
        switch (isWide, secondaryShown) {
        case (true, false):
            view.addSubview(secondary.view)
        case (false, true):
            secondary.view.removeFromSuperview()
        default:
            break
        }
        view.setNeedsLayout()
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isWide else { return parentSize }
        let first = primaryWidth(for: parentSize)
        let width = container === primary ? first : parentSize.width - first
        return CGSize(width: width, height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let area = view.bounds
        guard isWide else {
            primary.view.frame = area
            return
        }
        let first = primaryWidth(for: area.size)
        primary.view.frame = CGRect(x: 0, y: 0, width: first, height: area.height)
        secondary.view.frame = CGRect(x: first, y: 0, width: area.width - first, height: area.height)
    }
}
