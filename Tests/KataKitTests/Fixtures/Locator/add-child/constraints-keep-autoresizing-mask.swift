// locator-case: The learner pins the child's view with Auto Layout anchors but never turns off its translatesAutoresizingMaskIntoConstraints, so the view keeps its autoresizing frame instead of filling the area below the header.
// batch: 11
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
/// Read README.md next to this file, then fill in `displayContentController(_:)`.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    private let headerHeight: CGFloat = 44

    /// Shows `content` as this container's child, filling `frameForContentController()`.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        let contentView: UIView = content.view // locate-here
        view.addSubview(contentView) // locate-here
        NSLayoutConstraint.activate([ // locate-here
            contentView.topAnchor.constraint(equalTo: view.topAnchor, constant: headerHeight),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        content.didMove(toParent: self)
    }
}
