/// The katas, in the order the workbook teaches them. Each kata's spec lives in its own file
/// under `Katas/`.
public enum Katas {
    public static let all: [KataSpec] = [
        addChild, removeChild, cycleAnimated, manualAppearance, statusBar, preferredContentSize,
    ]

    public static func spec(id: String) -> KataSpec? { all.first { $0.id == id } }
}
