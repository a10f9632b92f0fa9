import Foundation

/// One journal line: what happened, when on the virtual clock, and whether it happened inside an
/// animation block (uikit-semantics §8).
@_spi(Simulator) public struct JournalEntry: Sendable, Equatable {
    public let index: Int
    public let time: TimeInterval
    /// Inside a UIView animation block / transition animations with a non-zero duration.
    public let inAnimation: Bool
    public let event: JournalEvent
    /// Which of the driver's acts made it (`Simulator.act`): the same scene played twice numbers
    /// its acts alike, so an entry of one run can be matched to the act of the other.
    public let act: Int

    public init(index: Int, time: TimeInterval, inAnimation: Bool, event: JournalEvent, act: Int = 0) {
        self.index = index
        self.time = time
        self.inAnimation = inAnimation
        self.event = event
        self.act = act
    }

    /// One readable line: "content.viewWillAppear(true)".
    public var text: String { JournalEntryText.text(for: event, inAnimation: inAnimation) }
}

/// Everything that happened since `Simulator.reset()`, in order. A value: a grader can keep a
/// copy and compare it with a later one.
@_spi(Simulator) public struct Journal: Sendable {
    public private(set) var entries: [JournalEntry] = []

    public init() {}

    mutating func append(_ event: JournalEvent, time: TimeInterval, inAnimation: Bool, act: Int) {
        entries.append(JournalEntry(index: entries.count, time: time, inAnimation: inAnimation, event: event, act: act))
    }

    /// Entries that mention `object`; for a controller, also those that mention its view (so a
    /// child's timeline shows its view being added and moved).
    @MainActor
    public func entries(involving object: AnyObject) -> [JournalEntry] {
        let ids = Self.ids(for: object)
        return entries.filter { entry in entry.event.objects.contains { ids.contains($0.id) } }
    }

    /// Lines like `t=0.00  content.willMove(toParent: container)`, from entry `since` on.
    /// `superCalled` entries are left out: they are for graders, not for reading.
    @MainActor
    public func timeline(involving object: AnyObject? = nil, since index: Int = 0) -> String {
        let ids = object.map(Self.ids(for:))
        return entries
            .filter { $0.index >= index }
            .filter { if case .superCalled = $0.event { return false } else { return true } }
            .filter { entry in ids.map { ids in entry.event.objects.contains { ids.contains($0.id) } } ?? true }
            .map { "t=\(String(format: "%.2f", $0.time))  \($0.text)" }
            .joined(separator: "\n")
    }

    @MainActor
    private static func ids(for object: AnyObject) -> Set<ObjectIdentifier> {
        var ids: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
        if let controller = object as? UIViewController, let view = controller.viewIfLoaded {
            ids.insert(ObjectIdentifier(view))
        }
        return ids
    }
}
