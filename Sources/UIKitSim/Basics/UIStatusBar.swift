import Foundation

/// UIKit's raw values (iOS 17 SDK); `.blackOpaque` (2) is deprecated and left out.
public enum UIStatusBarStyle: Int, Sendable, CustomStringConvertible {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3

    public var description: String {
        switch self {
        case .default: return "default"
        case .lightContent: return "lightContent"
        case .darkContent: return "darkContent"
        }
    }
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
