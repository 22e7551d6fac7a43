// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "photo-tui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "photo-tui", targets: ["PhotoTUI"]),
        .executable(name: "terminal-demo", targets: ["TerminalDemo"]),
        .library(name: "EventStream", targets: ["EventStream"]),
        .library(name: "EventStreamTesting", targets: ["EventStreamTesting"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "TerminalTesting", targets: ["TerminalTesting"]),
        .library(name: "PhotoCore", targets: ["PhotoCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // System library shims: a module map and a header of static inline helpers, no logic.
        .systemLibrary(
            name: "CNcursesw", pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(
            name: "CGLib", pkgConfig: "glib-2.0",
            providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CExif", pkgConfig: "libexif",
            providers: [.apt(["libexif-dev"])]),
        // POSIX calls glibc hides behind _GNU_SOURCE (pipe2), for the two places that spawn children.
        .systemLibrary(name: "CPosix"),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CChafa", pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .systemLibrary(
            name: "CSixel", pkgConfig: "libsixel",
            providers: [.apt(["libsixel-dev"])]),
        // XMP sidecars: ratings merged into one a photo may already have (Adobe's XMP toolkit).
        .systemLibrary(
            name: "CExempi", pkgConfig: "exempi-2.0",
            providers: [.apt(["libexempi-dev"])]),

        // libcurl, loaded on first use rather than at exec (libcurl-dev's headers; see
        // Sources/CCurl/curl_loader.c): its 30 libraries were 8 ms of a launch before `main`.
        .target(
            name: "CCurl",
            linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        // libjpeg's own API, for what TurboJPEG 2.1 cannot do: decode a region (jpeg_crop_scanline,
        // jpeg_skip_scanlines). C, since libjpeg's error handling longjmps.
        .target(
            name: "CJPEGRegion",
            linkerSettings: [.linkedLibrary("jpeg")]),

        // Rx-style streams: Foundation and Dispatch only.
        .target(name: "EventStream"),

        // Virtual-time testing for streams (TestScheduler, hot and cold sources), as RxTest is
        // to RxSwift: only test targets and benchmarks depend on it.
        .target(name: "EventStreamTesting", dependencies: ["EventStream"]),

        // posix_spawn with a clean signal state: every process the program and its tests start.
        .target(name: "ProcessSpawn", swiftSettings: [.swiftLanguageMode(.v6)]),

        // The ncurses toolkit: knows nothing of photos or streams.
        .target(
            name: "Terminal", dependencies: ["CNcursesw", "CChafa", "CSixel", "CZlib", "CPosix", "ProcessSpawn"],
            swiftSettings: [.swiftLanguageMode(.v6)]),

        // PhotoCore's layers, each a target so the compiler checks who may import whom (drawn in
        // docs/ARCHITECTURE.md). None imports ncurses. Bottom: the photo model and the source
        // contract every source implements.
        .target(
            name: "PhotoModel", dependencies: ["EventStream", "CGLib", .product(name: "Logging", package: "swift-log")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // HTTP over libcurl, its retry and rate-limit rules, and the hashed-name disk cache.
        .target(
            name: "PhotoHTTP", dependencies: ["PhotoModel", "EventStream", "CCurl", .product(name: "Logging", package: "swift-log")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // Decoding, resampling, EXIF/XMP, the loader and its memory cache. Imports no source.
        .target(
            name: "ImagePipeline",
            dependencies: [
                "PhotoModel", "PhotoHTTP", "EventStream", "CTurboJPEG", "CJPEGRegion", "CPNG", "CExif", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // One target per source; a source imports the contract and the pipeline, never another source.
        .target(
            name: "UnsplashSource", dependencies: ["PhotoModel", "PhotoHTTP", "EventStream", .product(name: "Logging", package: "swift-log")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "OpenverseSource", dependencies: ["PhotoModel", "PhotoHTTP", "EventStream", .product(name: "Logging", package: "swift-log")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "FolderSource",
            dependencies: [
                "PhotoModel", "ImagePipeline", "EventStream", "CGLib", .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // The personal library (SQLite through GRDB): marks, ratings, the library as a source.
        .target(
            name: "PersonalLibrary",
            dependencies: ["PhotoModel", "EventStream", "CExempi", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // The built-in offline library: a loopback server speaking Unsplash's and Openverse's
        // dialects, and the source that reads it through the Unsplash client.
        .target(
            name: "OfflineLibrary",
            dependencies: [
                "PhotoModel", "PhotoHTTP", "ImagePipeline", "UnsplashSource", "OpenverseSource", "EventStream", .product(name: "Logging", package: "swift-log"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // Save hooks: the user's commands run after a download.
        .target(name: "SaveHooks", dependencies: ["PhotoModel", "EventStream", "CPosix", "ProcessSpawn"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Downloads of originals: placement, partial files, credit sidecars.
        .target(
            name: "PhotoDownloads", dependencies: ["PhotoModel", "PhotoHTTP", "SaveHooks", "EventStream"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // The feeds (view models) over any source, and the one import the app needs: it re-exports
        // the layers above.
        .target(
            name: "PhotoCore",
            dependencies: [
                "PhotoModel", "PhotoHTTP", "ImagePipeline", "UnsplashSource", "OpenverseSource", "FolderSource",
                "PersonalLibrary", "OfflineLibrary", "SaveHooks", "PhotoDownloads", "EventStream",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]),

        // The `photo-tui` executable: command line, the browser model (its state owner), views.
        .executableTarget(
            name: "PhotoTUI",
            dependencies: [
                "PhotoCore", "Terminal", "EventStream",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]),

        // Test support for the toolkit: a backend that keeps frames in memory, scripted input, and
        // ncurses on a pseudo-terminal nobody watches. Only tests and benchmarks depend on it.
        .target(name: "TerminalTesting", dependencies: ["Terminal", "CNcursesw"]),

        // A small demo of the terminal toolkit, driven by its end-to-end test in tmux.
        .executableTarget(name: "TerminalDemo", dependencies: ["Terminal"]),

        .testTarget(name: "EventStreamTests", dependencies: ["EventStream", "EventStreamTesting"]),
        .testTarget(name: "ProcessSpawnTests", dependencies: ["ProcessSpawn"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TerminalTesting", "CPNG"]),
        .testTarget(
            name: "PhotoCoreTests",
            dependencies: [
                "PhotoCore", "PhotoModel", "PhotoHTTP", "ImagePipeline", "UnsplashSource", "OpenverseSource",
                "FolderSource", "PersonalLibrary", "OfflineLibrary", "SaveHooks", "PhotoDownloads",
                "EventStream", "EventStreamTesting", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "PhotoTUITests",
            dependencies: [
                "PhotoTUI", "PhotoCore", "PhotoModel", "ImagePipeline", "FolderSource", "OfflineLibrary", "Terminal",
                "TerminalTesting", "ProcessSpawn", "EventStream", "EventStreamTesting",
            ]),
    ],
    swiftLanguageModes: [.v5]
)
