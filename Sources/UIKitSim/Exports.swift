// `import UIKit` brings Foundation with it; `import UIKitSim` does the same so that learners'
// files compile unchanged under either import.
@_exported import Foundation
