/// Watches objects through weak references, so a grader can prove that nothing kept an object
/// alive after the grader dropped its own references (e.g. a removed child that leaked).
public final class ReleaseTracker {
    private struct Entry {
        let label: String
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    public init() {}

    /// Starts watching `object` under `label` (used in messages).
    public func watch(_ object: AnyObject, as label: String) {
        entries.append(Entry(label: label, object: object))
    }

    /// True when the object watched under `label` has been deallocated (or was never watched).
    public func isReleased(_ label: String) -> Bool {
        entries.first { $0.label == label }?.object == nil
    }

    /// The labels of watched objects that are still alive.
    public var stillAlive: [String] {
        entries.filter { $0.object != nil }.map(\.label)
    }
}
