// The geometry both faces speak (UIKit's and AppKit's): CGRect and friends come from Foundation with it.
@_exported import Foundation
