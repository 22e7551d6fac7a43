// swift-tools-version:6.1
// Benchmarks live in their own package so the main build and test run never compile them or
// their peers (OpenCombine). Run with `make bench` or `swift run -c release NAME` in this folder.
import PackageDescription

let package = Package(
    name: "photo-tui-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "photo-tui", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        // Counting malloc wrappers, for EventStream's allocations-per-element figure.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "EventStreamBenchmarks",
            dependencies: [
                "BenchmarkSupport", "CAllocationCounter",
                .product(name: "EventStream", package: "photo-tui"),
                .product(name: "EventStreamTesting", package: "photo-tui"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
        // The workloads of issue 16, for timings and for `make bench-check`'s instruction counts.
        .executableTarget(
            name: "EventStreamWorkloads",
            dependencies: [
                "BenchmarkSupport", "CAllocationCounter",
                .product(name: "EventStream", package: "photo-tui"),
                .product(name: "EventStreamTesting", package: "photo-tui"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
        .executableTarget(
            name: "TerminalBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "Terminal", package: "photo-tui"),
                .product(name: "TerminalTesting", package: "photo-tui"),
            ]),
        .executableTarget(
            name: "ServiceBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "PhotoCore", package: "photo-tui")]),
        .executableTarget(
            name: "LibraryBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "PhotoCore", package: "photo-tui")]),
        .executableTarget(
            name: "FolderBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "PhotoCore", package: "photo-tui")]),
        // The folder index at 100,000 photos: launches, search, thumbnails, duplicates.
        .executableTarget(
            name: "FolderIndexBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "PhotoCore", package: "photo-tui")]),
        .executableTarget(
            name: "ImageBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "PhotoCore", package: "photo-tui"),
                .product(name: "Terminal", package: "photo-tui"),
            ]),
    ],
    swiftLanguageModes: [.v5]
)
