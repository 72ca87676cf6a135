// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build with every warning as an error ("zero warnings in our own targets").
/// SwiftPM ignores these settings when the package is used as a dependency.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The gallery's server as Swift's server guides deploy one: in release builds on Linux, the Swift runtime and Foundation
/// linked into the executable. Every retain and release then calls the runtime directly rather than through the dynamic
/// linker's tables, and thread-local reads (the task's executor, exclusivity checks) need no lookup: an answer of the
/// live host took some 6 % less CPU at 4,000 pages on one core, 8 % at 5,000 (README, "Capacity per core"). The
/// libraries named are those the static Foundation itself needs, which modules compiled for the shared runtime do not
/// name (`swift build --static-swift-stdlib` compiles every module again for it; linking is enough). Only the
/// executable's link changes, so products used as dependencies stay free of unsafe flags. The link prints glibc's
/// warning that Foundation calls `mktemp`, as every `--static-swift-stdlib` link does: Foundation's, not this package's.
let staticallyLinkedRuntime: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-lCoreFoundation", "-l_CFXMLInterface", "-l_FoundationCShims", "-l_FoundationCollections",
            "-l_FoundationICU", "-lxml2",
        ],
        .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "OpenCollectionView",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenCollectionView", targets: ["OpenCollectionView"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CompositionalLayoutEngine", targets: ["CompositionalLayoutEngine"]),
        .library(name: "DiffableSnapshots", targets: ["DiffableSnapshots"]),
        .library(name: "OpenCollectionViewWeb", targets: ["OpenCollectionViewWeb"]),
        .library(name: "OpenCollectionViewSnapshotTesting", targets: ["OpenCollectionViewSnapshotTesting"]),
        .library(name: "GallerySite", targets: ["GallerySite"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    ],
    targets: [
        .target(
            name: "CollectionDiagnostics",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        .target(
            name: "CompositionalLayoutEngine",
            dependencies: ["CollectionDiagnostics"],
            swiftSettings: strict
        ),
        .target(
            name: "DiffableSnapshots",
            dependencies: ["CollectionDiagnostics"],
            swiftSettings: strict
        ),
        // The geometry both faces (UIKit's names, AppKit's) speak.
        .target(name: "LayoutGeometry", dependencies: ["CompositionalLayoutEngine"], swiftSettings: strict),
        // NSCollectionLayout*: the compositional layout's description, shared by both faces.
        .target(
            name: "CollectionLayout",
            dependencies: ["LayoutGeometry", "CompositionalLayoutEngine", "CollectionDiagnostics"],
            swiftSettings: strict
        ),
        // Interface Builder documents (.xib) read into the objects they describe, for AppKit's nib loading.
        .target(name: "XibFiles", swiftSettings: strict),
        .target(
            name: "OpenUIKit",
            dependencies: ["LayoutGeometry", "CompositionalLayoutEngine", "CollectionDiagnostics"],
            swiftSettings: strict
        ),
        .target(
            name: "OpenCollectionView",
            dependencies: [
                "OpenUIKit", "CollectionLayout", "CompositionalLayoutEngine", "DiffableSnapshots", "CollectionDiagnostics",
            ],
            swiftSettings: strict
        ),
        .target(
            name: "OpenCollectionViewWeb",
            dependencies: [
                "OpenCollectionView",
                "CompositionalLayoutEngine",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["Live/PROTOCOL.md"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .target(
            name: "OpenCollectionViewSnapshotTesting",
            dependencies: [
                "OpenCollectionView", "OpenCollectionViewWeb",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strict
        ),
        // The sample's data both its targets show: the mountains, the Wi-Fi networks.
        .target(name: "SampleData", swiftSettings: strict),
        .target(
            name: "GallerySite",
            dependencies: ["OpenCollectionView", "OpenCollectionViewWeb", "SampleData"],
            resources: [.copy("Resources/Photos")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "GallerySite",
                "OpenCollectionViewWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict,
            linkerSettings: staticallyLinkedRuntime
        ),
        // The shared layout description with no face: what a face puts in comes out when it compiles.
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "CompositionalLayoutEngine"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "XibFilesTests",
            dependencies: ["XibFiles", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Xibs")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CompositionalLayoutEngineTests",
            dependencies: ["CompositionalLayoutEngine"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenCollectionViewTests",
            dependencies: [
                "OpenCollectionView", "OpenUIKit", "ViewTestSupport",
                "CollectionDiagnostics",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        // What the tests of views and of collection views share: test views, a seeded generator, shown windows.
        .target(name: "ViewTestSupport", dependencies: ["OpenUIKit"], path: "Tests/ViewTestSupport", swiftSettings: strict),
        // UIKit's views and screens alone: these tests import OpenUIKit and nothing of the collection view.
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: [
                "OpenUIKit", "ViewTestSupport", "CollectionDiagnostics",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Resources/Images")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiffableSnapshotsTests",
            dependencies: [
                "DiffableSnapshots",
                "CollectionDiagnostics",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "GallerySiteTests",
            dependencies: [
                "GallerySite", "OpenCollectionViewWeb", "OpenCollectionViewSnapshotTesting", "OpenUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenCollectionViewWebTests",
            dependencies: [
                "OpenCollectionViewWeb", "OpenCollectionView", "OpenUIKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        // Swift 5 mode code, as most iOS codebases still are: XCTest cases and plain classes calling UIKit's types.
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["OpenCollectionView"],
            swiftSettings: strict + [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CollectionDiagnosticsTests",
            dependencies: ["CollectionDiagnostics"],
            swiftSettings: strict
        ),
    ]
)

#if os(Linux)
// iOS files compile on Linux with no line changed: modules named as Apple's frameworks, re-exporting what this package
// implements of each (Sources/AppleModules). Only where no framework of that name exists: on Apple's systems these
// names are Apple's.
package.products += [
    .library(name: "OpenCollectionViewAppKit", targets: ["OpenCollectionViewAppKit"]),
    .plugin(name: "NibOutlets", targets: ["NibOutlets"]),
    .library(name: "AppKit", targets: ["AppKit"]),
    .library(name: "Cocoa", targets: ["Cocoa"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
]
package.targets += [
    // AppKit's names for the Mac target's files, drawn through UIKit's views of this package: Linux only, since it
    // re-exports this package's Core Animation and Core Graphics names (on a Mac, AppKit is Apple's).
    .target(
        name: "OpenCollectionViewAppKit",
        dependencies: ["OpenCollectionView", "OpenUIKit", "CollectionLayout", "DiffableSnapshots", "XibFiles"],
        swiftSettings: strict),
    .testTarget(
        name: "OpenCollectionViewAppKitTests",
        dependencies: ["OpenCollectionViewAppKit", "Cocoa", "CollectionDiagnostics", "OpenUIKit"],
        resources: [.copy("Nibs")],
        swiftSettings: strict,
        plugins: ["NibOutlets"]),
    // The Swift that connects a target's xib outlets and actions, which `@IBOutlet` does on a Mac.
    .executableTarget(name: "NibOutletsGenerator", dependencies: ["XibFiles"], swiftSettings: strict),
    .plugin(name: "NibOutlets", capability: .buildTool(), dependencies: ["NibOutletsGenerator"]),
    .target(name: "AppKit", dependencies: ["OpenCollectionViewAppKit"], path: "Sources/AppleModules/AppKit", swiftSettings: strict),
    // The sample's Mac target, written as it writes its examples: window controllers, items and xibs of our own.
    .target(
        name: "MacGallery", dependencies: ["Cocoa", "OpenCollectionViewWeb", "SampleData"], resources: [.copy("Nibs")], swiftSettings: strict,
        plugins: ["NibOutlets"]),
    .testTarget(name: "MacGalleryTests", dependencies: ["MacGallery", "Cocoa"], swiftSettings: strict),
    .target(name: "Cocoa", dependencies: ["OpenCollectionViewAppKit"], path: "Sources/AppleModules/Cocoa", swiftSettings: strict),
    .target(name: "UIKit", dependencies: ["OpenCollectionView"], path: "Sources/AppleModules/UIKit", swiftSettings: strict),
    .target(
        name: "CoreGraphics", dependencies: ["OpenUIKit"], path: "Sources/AppleModules/CoreGraphics", swiftSettings: strict),
    .target(
        name: "QuartzCore", dependencies: ["OpenUIKit", "CoreGraphics"], path: "Sources/AppleModules/QuartzCore",
        swiftSettings: strict),
]
// The gallery serves the Mac examples beside the iOS ones.
for target in package.targets where target.name == "gallery" {
    target.dependencies.append("MacGallery")
}
#endif
