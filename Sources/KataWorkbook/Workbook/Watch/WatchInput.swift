import KataEngine
import KataTexts
import KataPlatform
/// The single-key commands of watch mode (no Enter needed on a terminal).
public enum WatchCommand: Sendable, Equatable {
    case hint, list, next, rerun, all, quit

    public init?(key: Character) {
        switch key {
        case "h", "H", "?": self = .hint
        case "l", "L": self = .list
        case "n", "N": self = .next
        case "r", "R", " ": self = .rerun
        case "a", "A": self = .all
        case "q", "Q", "\u{03}", "\u{04}": self = .quit
        default: return nil
        }
    }
}
