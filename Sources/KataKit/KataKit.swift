// KataKit: the runner as one import for the CLI and for tools. The work is done by modules whose
// dependencies the compiler enforces:
//
//   KataPlatform   processes, limits, terminal, locks — the one seam for platform code
//   KataTexts      the text tables in every language, the rule catalog's screens
//   KataEngine     compile → run → event stream → verdict, and its machine formats (json/junit/github)
//   KataClassroom  grading a class: sandbox, integrity, gradebook (knows the engine, not the workbook)
//   KataWorkbook   the learner's workbook: progress, hints, watch, reset, dev check/new
@_exported import KataCatalog
@_exported import KataPlatform
@_exported import KataTexts
@_exported import KataEngine
@_exported import KataClassroom
@_exported import KataWorkbook
