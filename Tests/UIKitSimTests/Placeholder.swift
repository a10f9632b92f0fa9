import Testing
@testable import UIKitSim
