// swift-tools-version: 6.2
// Files as an iOS project holds them, byte for byte (`import UIKit`, `import CoreGraphics`, `import QuartzCore` and
// all), built on Linux against this repository's UIKit, CoreGraphics and QuartzCore products: in Swift 6 mode, or in
// Swift 5 mode with IOS_FILES_SWIFT_VERSION=5. scripts/test builds both.
import Foundation
import PackageDescription

let languageMode: SwiftLanguageMode = ProcessInfo.processInfo.environment["IOS_FILES_SWIFT_VERSION"] == "5" ? .v5 : .v6

let package = Package(
    name: "IOSFiles",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "OpenCollectionView", path: "../../..")],
    targets: [
        .target(
            name: "IOSFiles",
            dependencies: [
                .product(name: "UIKit", package: "OpenCollectionView"),
                .product(name: "CoreGraphics", package: "OpenCollectionView"),
                .product(name: "QuartzCore", package: "OpenCollectionView"),
            ],
            swiftSettings: [.swiftLanguageMode(languageMode)]
        ),
    ]
)
