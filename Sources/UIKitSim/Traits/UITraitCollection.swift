import Foundation

/// UIKit's raw values (iOS 17 SDK).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The traits containers read (uikit-semantics §11.1): the two size classes. Immutable and
/// Sendable, as UIKit's; equal when both classes are equal.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// Every trait unspecified.
    public override init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        super.init()
    }

    init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        super.init()
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass)
    }

    /// UIKit's merge: for each trait, the last collection in the array that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        for collection in traitCollections {
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
        }
        self.init(horizontal: horizontal, vertical: vertical)
    }

    /// True when every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
    }

    open override var hash: Int { horizontalSizeClass.rawValue &* 31 &+ verticalSizeClass.rawValue }

    /// UIKit's form, e.g. `<UITraitCollection: 0x…; HorizontalSizeClass = Compact, VerticalSizeClass = Regular>`.
    open override var description: String {
        "<UITraitCollection: \(UIKitDescription.address(of: self)); HorizontalSizeClass = \(Self.name(horizontalSizeClass)), VerticalSizeClass = \(Self.name(verticalSizeClass))>"
    }

    static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .unspecified: return "Unspecified"
        case .compact: return "Compact"
        case .regular: return "Regular"
        }
    }
}

/// Views, controllers and presentation controllers carry traits (§11.1).
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// iOS 17's mutable trait overrides (§11.5, GTE 4.8), for the size classes. A trait not set
/// reads as `.unspecified` and is inherited.
/// Not `Equatable` and no public initializer: iOS 17's has neither (a controller's come from
/// `traitOverrides`).
public struct UITraitOverrides: Sendable {
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?

    init() {}

    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontal ?? .unspecified }
        set { horizontal = newValue }
    }

    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { vertical ?? .unspecified }
        set { vertical = newValue }
    }

    /// Whether any trait is overridden (internal: iOS 17's `UITraitOverrides` has no `isEmpty`).
    var isEmpty: Bool { horizontal == nil && vertical == nil }

    var asCollection: UITraitCollection {
        UITraitCollection(horizontal: horizontal ?? .unspecified, vertical: vertical ?? .unspecified)
    }
}

extension UIUserInterfaceSizeClass {
    /// "compact", for journal texts.
    var journalName: String { UITraitCollection.name(self).lowercased() }
}

extension UIViewController: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}
