import UIKitSim

/// A child that asks for a size and has content of its own: one subview ("<label>.content") that
/// only the child itself ever touches. If anything inside the child's view moves, appears,
/// disappears or changes while the container works, the container reached past the child's
/// root view.
final class SizingProbe: ProbeViewController {
    private static let contentFrame = CGRect(x: 16, y: 12, width: 200, height: 44)
    private(set) var contentView: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let content = UIView(frame: Self.contentFrame)
        content.autoresizingMask = []
        Simulator.name(content, "\(label).content")
        view.addSubview(content)
        contentView = content
    }

    /// How the child's content differs from what the child made, one phrase per difference.
    var contentChanges: [String] {
        guard let content = contentView, let root = viewIfLoaded else { return [] }
        var changes: [String] = []
        if content.superview !== root { changes.append("\(label).content was taken out of \(label).view") }
        if root.subviews.count != 1 { changes.append("\(label).view now has \(root.subviews.count) subviews instead of 1") }
        if !content.frame.isClose(to: Self.contentFrame) {
            changes.append("\(label).content.frame became \(content.frame.short)")
        }
        if content.isHidden { changes.append("\(label).content was hidden") }
        if content.alpha != 1 { changes.append("\(label).content.alpha became \(content.alpha)") }
        return changes
    }
}
