// swift-tools-version:6.1
// libFuzzer targets in their own package, so the normal build and test run never compile them
// (their executables have no `main`: libFuzzer provides it). Built only by `scripts/fuzz.sh`
// with `--sanitize=fuzzer` into `.build-fuzz`; see docs/SAFETY.md.
import PackageDescription

let fuzzFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "photo-tui-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "photo-tui", path: ".."),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "FuzzJSON", dependencies: [.product(name: "PhotoCore", package: "photo-tui")], swiftSettings: fuzzFlags),
        .executableTarget(
            name: "FuzzJPEG", dependencies: [.product(name: "PhotoCore", package: "photo-tui")], swiftSettings: fuzzFlags),
        .executableTarget(
            name: "FuzzLinkHeader", dependencies: [.product(name: "PhotoCore", package: "photo-tui")], swiftSettings: fuzzFlags),
        .executableTarget(
            name: "FuzzFileNames", dependencies: [.product(name: "PhotoCore", package: "photo-tui")], swiftSettings: fuzzFlags),
        .executableTarget(
            name: "FuzzKeys", dependencies: [.product(name: "Terminal", package: "photo-tui")], swiftSettings: fuzzFlags),
        // The config parser lives in the executable target, which cannot be imported: its files
        // are compiled here through symlinks into ../Sources/PhotoTUI/Configuration.
        .executableTarget(
            name: "FuzzConfig",
            dependencies: [.product(name: "PhotoCore", package: "photo-tui"), .product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: fuzzFlags),
    ]
)
