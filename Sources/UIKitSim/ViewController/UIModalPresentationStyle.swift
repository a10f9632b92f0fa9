import Foundation

/// How a presented controller covers the screen (UIKit's raw values, iOS 17 SDK). UIKitSim
/// distinguishes only what containers can observe: whether the presenter's view is removed and
/// its controller disappears (`.fullScreen`, `.currentContext`), and whether the presented
/// controller takes over the status bar (`.fullScreen`, `.overFullScreen`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    /// The default since iOS 13; on iPhone it behaves as `.pageSheet`.
    case automatic = -2

    /// UIKit removes the presenter's views when the presentation ends, so the presenter (and
    /// its children) disappear; every other style leaves them on screen underneath.
    var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }

    /// Styles that cover the whole screen take the status bar over from the presenter (§5.3).
    var capturesStatusBar: Bool { self == .fullScreen || self == .overFullScreen }

    /// Styles that present over the nearest ancestor defining a presentation context.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The animation a modal presentation uses. Stored only: UIKitSim animates every presentation
/// the same way (a 0.3 s animation when `animated` is true).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
