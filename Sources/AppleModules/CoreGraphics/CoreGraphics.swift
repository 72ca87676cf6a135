// `import CoreGraphics`, on Linux: Core Graphics' names as this package has them — the geometry types (which Linux's
// Foundation defines), affine transforms, colours, colour spaces and paths — and nothing of UIKit's. Declared in
// Package.swift on Linux only: on Apple's systems `import CoreGraphics` is Apple's.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import struct OpenUIKit.CGAffineTransform
@_exported import class OpenUIKit.CGColor
@_exported import class OpenUIKit.CGColorSpace
@_exported import class OpenUIKit.CGPath
@_exported import class OpenUIKit.CGMutablePath
@_exported import enum OpenUIKit.CGLineCap
@_exported import enum OpenUIKit.CGLineJoin
