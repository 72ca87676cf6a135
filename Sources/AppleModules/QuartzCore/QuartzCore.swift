// `import QuartzCore`, on Linux: Core Animation's names as this package has them — layers, shape and gradient layers,
// animations and timing — with Core Graphics' (which Core Animation's API speaks), and nothing of UIKit's. Declared in
// Package.swift on Linux only: on Apple's systems `import QuartzCore` is Apple's.
@_exported import CoreGraphics
@_exported import class OpenCollectionView.CALayer
@_exported import class OpenCollectionView.CAShapeLayer
@_exported import class OpenCollectionView.CAGradientLayer
@_exported import class OpenCollectionView.CAAnimation
@_exported import class OpenCollectionView.CAPropertyAnimation
@_exported import class OpenCollectionView.CABasicAnimation
@_exported import class OpenCollectionView.CAMediaTimingFunction
@_exported import struct OpenCollectionView.CAMediaTimingFunctionName
@_exported import struct OpenCollectionView.CAMediaTimingFillMode
@_exported import struct OpenCollectionView.CACornerMask
@_exported import struct OpenCollectionView.CALayerCornerCurve
@_exported import struct OpenCollectionView.CAShapeLayerFillRule
@_exported import struct OpenCollectionView.CAShapeLayerLineCap
@_exported import struct OpenCollectionView.CAShapeLayerLineJoin
@_exported import struct OpenCollectionView.CAGradientLayerType
