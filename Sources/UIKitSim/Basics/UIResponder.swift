import Foundation

/// UIKit's base of views and controllers. An `NSObject`, as in UIKit, so `description`,
/// `isEqual` and `hash` behave (and are overridden) the same way.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// UIKit's form: `<Module.TypeName: 0x600000c04000>` (UIKitSim's own classes print without
    /// the module, as UIKit's do). Used in UIKit's exception and warning texts.
    nonisolated open override var description: String { UIKitDescription.of(self) }

    open var next: UIResponder? { nil }
}
