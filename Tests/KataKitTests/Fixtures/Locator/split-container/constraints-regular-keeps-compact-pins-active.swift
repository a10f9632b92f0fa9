// locator-case: setColumns deactivates only the regular constraints, so after compact -> regular the compact pin (primary trailing = view trailing) stays active against the primary's width; deactivate compactConstraints + regularConstraints
// batch: 25
// grader-miss: the conflicting required constraints (primary trailing = view trailing vs. width = a third) are resolved by the simulator in favour of the column layout with no reported conflict; UIKit would log "Unable to simultaneously satisfy constraints" and break one of its choosing
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

    // TODO: lay the children out for the horizontal size class, and follow its changes (README.md).

    private var twoColumns = false
    private var primaryWidthConstraint: NSLayoutConstraint?
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setColumns(traitCollection.horizontalSizeClass == .regular)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let regular = newCollection.horizontalSizeClass == .regular
        twoColumns = regular
        coordinator.animate(alongsideTransition: { _ in self.setColumns(regular) }, completion: nil)
    }

    private func setColumns(_ regular: Bool) {
        twoColumns = regular
        primary.view.translatesAutoresizingMaskIntoConstraints = false
        secondary.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.deactivate(regularConstraints) // locate-here
        let pinPrimary = [
            primary.view.topAnchor.constraint(equalTo: view.topAnchor),
            primary.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            primary.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ]
        if regular {
            if secondary.view.superview == nil { view.addSubview(secondary.view) }
            let width = primary.view.widthAnchor.constraint(equalToConstant: primaryWidth(for: view.bounds.size))
            primaryWidthConstraint = width
            regularConstraints = pinPrimary + [
                width,
                secondary.view.topAnchor.constraint(equalTo: view.topAnchor),
                secondary.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                secondary.view.leadingAnchor.constraint(equalTo: primary.view.trailingAnchor),
                secondary.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ]
            NSLayoutConstraint.activate(regularConstraints)
        } else {
            secondary.viewIfLoaded?.removeFromSuperview()
            primaryWidthConstraint = nil
            compactConstraints = pinPrimary + [primary.view.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
            NSLayoutConstraint.activate(compactConstraints)
        }
        view.setNeedsLayout()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        primaryWidthConstraint?.constant = primaryWidth(for: view.bounds.size)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard twoColumns else { return parentSize }
        let width = primaryWidth(for: parentSize)
        return container === primary ? CGSize(width: width, height: parentSize.height)
            : CGSize(width: parentSize.width - width, height: parentSize.height)
    }
}
