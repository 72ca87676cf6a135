// What `import OpenCollectionViewAppKit` gives beside AppKit's own names: the compositional layout's classes
// (`NSCollectionLayoutSection` and the rest, shared with the UIKit face), the diffable snapshots, Foundation, the text
// alignment and line break modes AppKit shares with UIKit, and Core Animation's layers with the Core Graphics types
// their API speaks — as `import AppKit` brings them on a Mac. Nothing of UIKit's own names: the AppKit face draws
// through UIKit's views, but a Mac file sees only AppKit's. (The Core Graphics and Core Animation names come one by
// one rather than as the `CoreGraphics` module, which would make Swift Testing look for its overlay of Apple's.)
@_exported import CollectionLayout
@_exported import DiffableSnapshots
@_exported public import enum OpenUIKit.NSTextAlignment
@_exported public import enum OpenUIKit.NSLineBreakMode
@_exported public import struct OpenUIKit.CGAffineTransform
@_exported public import class OpenUIKit.CGColor
@_exported public import class OpenUIKit.CGPath
@_exported public import class OpenUIKit.CGMutablePath
@_exported public import class OpenUIKit.CALayer
@_exported public import struct OpenUIKit.CACornerMask
@_exported public import struct OpenUIKit.CALayerCornerCurve
