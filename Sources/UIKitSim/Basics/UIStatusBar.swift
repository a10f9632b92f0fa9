import Foundation

/// UIKit's raw values (iOS 17 SDK); `.blackOpaque` (2) is deprecated and left out.
/// No `description` (UIKit has none); interpolation prints the case name.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
