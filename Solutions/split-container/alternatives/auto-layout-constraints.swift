// Auto Layout: one set of constraints per size class, swapped inside the coordinator's animation.
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

    /// Pins the primary with constraints; the secondary's view (and its constraints) only in regular width.
    private func setColumns(_ regular: Bool) {
        twoColumns = regular
        primary.view.translatesAutoresizingMaskIntoConstraints = false
        secondary.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.deactivate(compactConstraints + regularConstraints)
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

    /// The primary's width follows the container's size within the same size class.
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
