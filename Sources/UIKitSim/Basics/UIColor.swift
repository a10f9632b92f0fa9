import Foundation

/// RGBA colours with UIKit's names. Two colours are equal when their components are, as
/// UIKit's `isEqual:` does for colours in the same space.
open class UIColor: NSObject, @unchecked Sendable {
    // Internal: UIKit has no component properties, only `getRed(_:green:blue:alpha:)`.
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// UIKit's way to read the components (each pointer may be nil); always true here, as
    /// every UIKitSim colour is RGB.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        [red, green, blue, alpha].forEach { hasher.combine($0) }
        return hasher.finalize()
    }

    open override var description: String {
        "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // Semantic and system colours, in their light-appearance values.
    open class var systemBackground: UIColor { .white }
    open class var secondarySystemBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    open class var tertiarySystemBackground: UIColor { .white }
    open class var systemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    open class var label: UIColor { .black }
    open class var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    open class var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    open class var tintColor: UIColor { .systemBlue }
    open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
    open class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    open class var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
    open class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
    open class var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
    open class var systemPurple: UIColor { UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1) }
    open class var systemTeal: UIColor { UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1) }
    open class var systemIndigo: UIColor { UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1) }
    open class var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
}
