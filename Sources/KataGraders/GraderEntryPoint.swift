internal import Testing

/// The one place that knows how a grader binary hands control to Swift Testing. A toolchain
/// change to Testing's entry point touches this file only.
public enum GraderEntryPoint {
    /// Runs the Swift Testing tests linked into this process with the command-line arguments the
    /// runner passed (event stream path, filter) and exits with Testing's status.
    public static func run() async -> Never {
        await MainActor.run { CallSites.install() }
        await Testing.__swiftPMEntryPoint() as Never
    }
}
