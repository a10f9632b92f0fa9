import KataTexts
import KataPlatform
/// The runner's version, shown by `kata --version` and stamped into reports.
public enum KataVersion {
    public static let current = "0.1.0"
}
