import Foundation

/// A reference to a controller or view as the journal saw it. `name` is the label given with
/// `Simulator.name`, else for a view owned by a named controller "<name>.view", else UIKit's
/// description form "<TypeName: 0x…>".
///
/// Equality and hashing use `id` only: a name given after an entry was recorded does not make
/// two references to the same object unequal.
@_spi(Simulator) public struct ObjectRef: Hashable, Sendable, CustomStringConvertible {
    public let id: ObjectIdentifier
    public let name: String

    public init(id: ObjectIdentifier, name: String) {
        self.id = id
        self.name = name
    }

    /// A reference to `object` named as the journal would name it now.
    @MainActor
    public init(_ object: AnyObject) {
        self.init(id: ObjectIdentifier(object), name: ObjectNames.name(of: object))
    }

    public var description: String { name }

    public static func == (lhs: ObjectRef, rhs: ObjectRef) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Labels given with `Simulator.name`. Held weakly: the journal must never keep a controller
/// alive, or a grader could not prove that a removed child was released (rule
/// `release-removed-child`).
@MainActor
enum ObjectNames {
    private struct Label {
        weak var object: AnyObject?
        let label: String
    }

    private static var labels: [ObjectIdentifier: Label] = [:]

    static func set(_ label: String, for object: AnyObject) {
        labels[ObjectIdentifier(object)] = Label(object: object, label: label)
    }

    static func label(of object: AnyObject) -> String? {
        guard let entry = labels[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.label
    }

    static func name(of object: AnyObject) -> String {
        if let label = label(of: object) { return label }
        if let view = object as? UIView, let owner = view.owningController, let label = label(of: owner) {
            return "\(label).view"
        }
        return UIKitDescription.of(object)
    }

    static func reset() { labels = [:] }
}

/// UIKit's `-description` form for an object: `<Module.TypeName: 0x600000c04000>`, with the
/// module left out for UIKitSim's own classes, as UIKit prints `<UIViewController: 0x…>`.
enum UIKitDescription {
    static func of(_ object: AnyObject) -> String {
        "<\(typeName(of: object)): \(address(of: object))>"
    }

    static func typeName(of object: AnyObject) -> String {
        let full = String(reflecting: type(of: object))
        let prefix = "UIKitSim."
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}
