import Foundation

/// A rectangle in a view that constraints can refer to. UIKitSim provides the two every view
/// has: `safeAreaLayoutGuide` (the bounds inset by `safeAreaInsets`, which are zero: UIKitSim
/// has no notch or bars) and `layoutMarginsGuide` (inset by `layoutMargins`).
@MainActor
open class UILayoutGuide: NSObject {
    enum Kind { case safeArea, margins, custom }

    public internal(set) weak var owningView: UIView?
    let kind: Kind
    open var identifier: String = ""

    public override init() {
        kind = .custom
        super.init()
    }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
        super.init()
    }

    /// In the owning view's coordinates. A custom guide is the owning view's bounds (UIKitSim
    /// does not solve constraints on guides).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.layoutMargins)
        case .custom: return view.bounds
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
