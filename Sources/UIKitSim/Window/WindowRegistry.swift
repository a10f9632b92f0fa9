import Foundation

/// The windows the app holds, as `UIApplication` does: a window stays alive until
/// `Simulator.reset()`, even if the test keeps no reference to it.
@MainActor
enum WindowRegistry {
    private(set) static var windows: [UIWindow] = []
    private(set) static weak var keyWindow: UIWindow?
    static var scene: UIWindowScene?

    static func register(_ window: UIWindow) { windows.append(window) }

    static func makeKey(_ window: UIWindow) { keyWindow = window }

    /// One scene per world, shared by its windows, like a single-scene app.
    static var sharedScene: UIWindowScene {
        if let scene { return scene }
        let scene = UIWindowScene(simulatedFor: WindowRegistry.self)
        self.scene = scene
        return scene
    }

    static func reset() {
        windows = []
        keyWindow = nil
        scene = nil
    }
}
