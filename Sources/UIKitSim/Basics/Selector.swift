import Foundation

#if !canImport(ObjectiveC)
/// Objective-C selectors do not exist on Linux, but `targetViewController(forAction:sender:)`
/// takes one. A learner file can name the action with `Selector(("showViewController:sender:"))`,
/// which compiles against both UIKit and UIKitSim (uikit-semantics §12.7).
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Internal: UIKit's `Selector` has no `name` (`description` gives the same text).
    let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { name }
}
#endif
