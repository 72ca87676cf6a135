// swift-tools-version: 6.2
// Benchmarks for OpenCollectionView, kept out of the main package so that its build stays fast and free of
// benchmark-only dependencies. Each benchmark target is an executable in Benchmarks/<Name>/<Name>.swift (the
// ordo-one/benchmark plugin runs executable targets whose directory sits in a folder named "Benchmarks"),
// depending on the `Benchmark` product and using the `BenchmarkPlugin` build plugin. Run from the repository root:
//
//     swift package --package-path Benchmarks benchmark --target DiffBenchmarks
import PackageDescription

let package = Package(
    name: "OpenCollectionViewBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "OpenCollectionView", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DiffableSnapshots", package: "OpenCollectionView"),
                .product(name: "OpenCollectionView", package: "OpenCollectionView"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "DiffBenchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenCollectionView", package: "OpenCollectionView"),
                .product(name: "CompositionalLayoutEngine", package: "OpenCollectionView"),
            ],
            path: "LayoutBenchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LiveHostBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenCollectionView", package: "OpenCollectionView"),
                .product(name: "OpenCollectionViewWeb", package: "OpenCollectionView"),
                .product(name: "GallerySite", package: "OpenCollectionView"),
            ],
            path: "LiveHostBenchmarks",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
