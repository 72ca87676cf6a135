// `import QuartzCore`, on Linux: Core Animation's names as this package has them — layers, shape and gradient layers,
// animations and timing — with Core Graphics' (which Core Animation's API speaks), and nothing of UIKit's. Declared in
// Package.swift on Linux only: on Apple's systems `import QuartzCore` is Apple's.
@_exported import CoreGraphics
@_exported import class OpenUIKit.CALayer
@_exported import class OpenUIKit.CAShapeLayer
@_exported import class OpenUIKit.CAGradientLayer
@_exported import class OpenUIKit.CAAnimation
@_exported import class OpenUIKit.CAPropertyAnimation
@_exported import class OpenUIKit.CABasicAnimation
@_exported import class OpenUIKit.CAMediaTimingFunction
@_exported import struct OpenUIKit.CAMediaTimingFunctionName
@_exported import struct OpenUIKit.CAMediaTimingFillMode
@_exported import struct OpenUIKit.CACornerMask
@_exported import struct OpenUIKit.CALayerCornerCurve
@_exported import struct OpenUIKit.CAShapeLayerFillRule
@_exported import struct OpenUIKit.CAShapeLayerLineCap
@_exported import struct OpenUIKit.CAShapeLayerLineJoin
@_exported import struct OpenUIKit.CAGradientLayerType
