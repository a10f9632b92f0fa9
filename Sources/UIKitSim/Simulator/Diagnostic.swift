import Foundation

/// One UIKit exception or console warning, with UIKit's exact text (uikit-semantics §8).
/// Exceptions are recorded instead of thrown so that a run can go on and a grader can name the
/// rule that was broken; the call that "raised" has no further effect.
@_spi(Simulator) public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case exception(name: String)
        case warning
    }

    public let kind: Kind
    /// UIKit's exact reason (for an exception) or console text (for a warning).
    public let text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    public var isException: Bool {
        if case .exception = kind { return true }
        return false
    }

    public var isWarning: Bool { kind == .warning }

    /// The exception's name ("NSInvalidArgumentException", …), nil for a warning.
    public var name: String? {
        if case .exception(let name) = kind { return name }
        return nil
    }

    public var description: String {
        switch kind {
        case .exception(let name): return "\(name): \(text)"
        case .warning: return text
        }
    }
}
