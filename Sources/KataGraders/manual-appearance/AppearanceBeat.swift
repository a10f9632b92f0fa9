@_spi(Simulator) import UIKitSim

/// One appearance callback that ran, on the container or on its child, as the grader compares
/// them: who got it, which one, with which `animated` flag, and whether UIKit delivered it or
/// someone called the method directly.
struct AppearanceBeat: Equatable, Sendable {
    enum Who: Sendable { case container, child }

    enum Kind: String, Sendable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear

        var isAppearing: Bool { self == .viewWillAppear || self == .viewDidAppear }
        var isWill: Bool { self == .viewWillAppear || self == .viewWillDisappear }

        init?(_ callback: ProbeViewController.Callback) {
            switch callback {
            case .viewWillAppear: self = .viewWillAppear
            case .viewDidAppear: self = .viewDidAppear
            case .viewWillDisappear: self = .viewWillDisappear
            case .viewDidDisappear: self = .viewDidDisappear
            default: return nil
            }
        }
    }

    let who: Who
    let kind: Kind
    let animated: Bool
    /// True when the method ran although UIKit never delivered it (a direct call).
    let direct: Bool

    /// The appearance callback an event delivers to the controller `id`, if it is one.
    static func delivered(_ event: JournalEvent, to id: ObjectIdentifier) -> (Kind, Bool)? {
        switch event {
        case let .viewWillAppear(ref, animated) where ref.id == id: return (.viewWillAppear, animated)
        case let .viewDidAppear(ref, animated) where ref.id == id: return (.viewDidAppear, animated)
        case let .viewWillDisappear(ref, animated) where ref.id == id: return (.viewWillDisappear, animated)
        case let .viewDidDisappear(ref, animated) where ref.id == id: return (.viewDidDisappear, animated)
        default: return nil
        }
    }
}

/// One step of the scenario: the host shows or hides the container.
struct AppearancePhase: Sendable {
    let appearing: Bool
    let animated: Bool
    /// What a reader sees above this phase's lines in a timeline.
    let title: String
    /// How the host drove the container in this phase, as code (a message argument):
    /// "container.beginAppearanceTransition(false, animated: true)".
    var action: String { "container.beginAppearanceTransition(\(appearing), animated: \(animated))" }
    /// The container's and the child's appearance callbacks, in the order they ran.
    let beats: [AppearanceBeat]
    /// The phase as timeline lines (without the title).
    let lines: [String]
    /// The journal entries of the child's `beginAppearanceTransition` calls in this phase, and how
    /// many `endAppearanceTransition` calls it got (a begin made twice needs two ends).
    var childBegins: [Int] = []
    var childEnds = 0

    /// The child's beats only.
    var childBeats: [AppearanceBeat] { beats.filter { $0.who == .child } }

    /// What a correct container produces in this phase: the child's "will" right after the
    /// container's, the child's "did" right after the container's, each once, with its flag.
    var expectedBeats: [AppearanceBeat] {
        let will: AppearanceBeat.Kind = appearing ? .viewWillAppear : .viewWillDisappear
        let did: AppearanceBeat.Kind = appearing ? .viewDidAppear : .viewDidDisappear
        return [
            AppearanceBeat(who: .container, kind: will, animated: animated, direct: false),
            AppearanceBeat(who: .child, kind: will, animated: animated, direct: false),
            AppearanceBeat(who: .container, kind: did, animated: animated, direct: false),
            AppearanceBeat(who: .child, kind: did, animated: animated, direct: false),
        ]
    }

    /// True when the callbacks came in the expected order and number (flags aside), all of them
    /// delivered by UIKit.
    var isInStep: Bool {
        beats.count == expectedBeats.count
            && zip(beats, expectedBeats).allSatisfy { $0.who == $1.who && $0.kind == $1.kind && !$0.direct }
    }
}
