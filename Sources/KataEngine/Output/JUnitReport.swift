import KataTexts
import KataPlatform
import Foundation

/// JUnit XML for CI dashboards: one `<testsuite>` per kata, one `<testcase>` per check. A kata
/// that could not be graded (compile error, crash, hang) is one `<testcase>` with an `<error>`.
public enum JUnitReport {
    public static func render(_ results: [KataResult], suiteName: String) -> String {
        let e = XMLText.escape
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let total = results.reduce(0) { $0 + cases($1) }
        let failures = results.reduce(0) { $0 + $1.checks.filter { $0.status == .fail }.count }
        let errors = results.filter { $0.status == .error }.count
        let time = results.reduce(0) { $0 + $1.duration }
        lines.append(#"<testsuites name="\#(e(suiteName))" tests="\#(total)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(time))">"#)
        for result in results {
            let kataFailures = result.checks.filter { $0.status == .fail }.count
            let kataErrors = result.status == .error ? 1 : 0
            lines.append(#"  <testsuite name="\#(e(result.kata))" tests="\#(cases(result))" failures="\#(kataFailures)" errors="\#(kataErrors)" time="\#(seconds(result.duration))">"#)
            for check in result.checks {
                // file/line: where the failure points in the learner's file (as pytest and GitLab write them).
                let place = check.location.map { #" file="\#(e($0.file))" line="\#($0.line)""# } ?? ""
                let open = #"    <testcase classname="\#(e(result.kata))" name="\#(e(check.name))""# + place
                if check.status == .pass {
                    lines.append(open + "/>")
                } else if check.status == .notRun {
                    // Nothing to judge yet: JUnit's word for a test that did not run.
                    lines.append(#"\#(open)><skipped message="\#(e(check.message))"/></testcase>"#)
                } else {
                    lines.append(open + ">")
                    let rules = check.rules.map(\.rawValue).joined(separator: ", ")
                    let body = ([check.message] + (check.finding.map { finding in
                        ["expected:"] + finding.expected.map { "  " + $0 } + ["actual:"] + finding.actual.map { "  " + $0 }
                            + finding.diagnostics
                    } ?? [])).joined(separator: "\n")
                    lines.append(#"      <failure message="\#(e(check.message))" type="\#(e(rules.isEmpty ? "failure" : rules))">\#(e(body))</failure>"#)
                    lines.append("    </testcase>")
                }
            }
            if result.status == .error {
                let detail = ([result.error ?? ""] + result.compileDiagnostics.map(\.rendered)).joined(separator: "\n")
                lines.append(#"    <testcase classname="\#(e(result.kata))" name="grading">"#)
                lines.append(#"      <error message="\#(e(result.error ?? "error"))" type="error">\#(e(detail))</error>"#)
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cases(_ result: KataResult) -> Int {
        result.checks.count + (result.status == .error ? 1 : 0)
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
