import Foundation
import KataKit

// Everything happens in KataCLI; this file only hands over the arguments and exits with its code.
let code = await KataCLI.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
