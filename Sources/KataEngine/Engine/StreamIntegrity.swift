import Foundation

/// Accepts an event stream only when it is exactly what a real run of the grader suite writes:
/// every line a JSON record, each of the kata's checks declared, started once and ended once
/// (in that order), no other test function of the suite started, one `runStarted` first among the
/// events and one `runEnded` last. Anything else (a truncated stream, records appended or
/// duplicated by someone other than Swift Testing) is refused. Independent of how `EventStream`
/// decodes records: this reads only `kind`, `payload.kind`, `payload.id` and `payload.testID`.
public enum StreamIntegrity {
    /// nil when well formed, else a short reason (in the learner's language: it ends up in `engine.badStream`).
    public static func problem(in data: Data, truncated: Bool, suitePrefix: String, checks: [String]) -> String? {
        if truncated { return EngineText.message("engine.stream.cutOff") }
        var declared: [String: String] = [:]   // id → base name
        var started: [String: Int] = [:]
        var ended: [String: Int] = [:]
        var runStarted = 0, runEnded = 0, events = 0
        var lastEvent = ""
        for raw in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(raw)) as? [String: Any],
                  let kind = object["kind"] as? String, let payload = object["payload"] as? [String: Any]
            else { return EngineText.message("engine.stream.notARecord") }
            if kind == "test" {
                guard payload["kind"] as? String == "function", let id = payload["id"] as? String else { continue }
                if declared[id] != nil { return EngineText.message("engine.stream.declaredTwice") }
                let name = (payload["name"] as? String) ?? id
                declared[id] = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
                continue
            }
            guard kind == "event" else { continue }
            let eventKind = payload["kind"] as? String ?? ""
            events += 1
            if runEnded > 0 { return EngineText.message("engine.stream.afterEnd") }
            switch eventKind {
            case "runStarted":
                runStarted += 1
                if events != 1 { return EngineText.message("engine.stream.startedLate") }
            case "runEnded":
                runEnded += 1
            case "testStarted", "testEnded":
                guard let id = payload["testID"] as? String, declared[id] != nil else { continue }
                if eventKind == "testStarted" { started[id, default: 0] += 1 } else {
                    guard started[id, default: 0] == ended[id, default: 0] + 1 else {
                        return EngineText.message("engine.stream.endedUnstarted")
                    }
                    ended[id, default: 0] += 1
                }
            default:
                break
            }
            lastEvent = eventKind
        }
        guard runStarted == 1, runEnded == 1, lastEvent == "runEnded" else { return EngineText.message("engine.stream.notOnce") }
        let suiteTests = declared.filter { $0.key.hasPrefix(suitePrefix) }
        let ran = Set(started.keys.filter { $0.hasPrefix(suitePrefix) })
        for id in ran where started[id] != 1 || ended[id] != 1 { return EngineText.message("engine.stream.repeatedTest") }
        let ranNames = ran.compactMap { suiteTests[$0] }
        guard ranNames.count == ran.count, Set(ranNames) == Set(checks), ranNames.count == checks.count else {
            return EngineText.message("engine.stream.wrongTests")
        }
        return nil
    }
}
