// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode is the package default,
/// plus the stricter upcoming features we hold ourselves to.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Hark's own modules are optimized in debug builds too (the test targets are not): unoptimized,
/// the test suite spent most of its time in them (route matching, grammar minimization, the
/// dictionary, and the debug `hark` the command-line tests start hundreds of times) and took
/// over 55 minutes on two cores. Tests still reach internals: `-enable-testing` stays on in debug.
let optimizedInDebug: [SwiftSetting] = strictSettings + [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Hark",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hark", targets: ["hark"]),
        .library(name: "HarkLimits", targets: ["HarkLimits"]),
        .library(name: "HarkAudio", targets: ["HarkAudio"]),
        .library(name: "HarkSpeech", targets: ["HarkSpeech"]),
        .library(name: "HarkIntents", targets: ["HarkIntents"]),
        .library(name: "HarkStore", targets: ["HarkStore"]),
        .library(name: "HarkSkills", targets: ["HarkSkills"]),
        .library(name: "HarkAssistant", targets: ["HarkAssistant"]),
        .library(name: "HarkConfig", targets: ["HarkConfig"]),
        .library(name: "HarkBench", targets: ["HarkBench"]),
        .library(name: "HarkWyoming", targets: ["HarkWyoming"]),
        .library(name: "HarkWeb", targets: ["HarkWeb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
    ],
    targets: [
        // MARK: C boundary — system libraries and one small shim.
        .systemLibrary(
            name: "CALSA",
            pkgConfig: "alsa",
            providers: [.apt(["libasound2-dev"])]
        ),
        .systemLibrary(
            name: "CPocketSphinx",
            pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "pocketsphinx-en-us"])]
        ),
        .systemLibrary(
            name: "CESpeakNG",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev", "espeak-ng"])]
        ),
        .systemLibrary(
            name: "CSpeexDSP",
            pkgConfig: "speexdsp",
            providers: [.apt(["libspeexdsp-dev"])]
        ),
        .target(
            name: "CHarkShim",
            dependencies: ["CALSA", "CPocketSphinx"]
        ),

        // MARK: Library modules.
        .target(
            name: "HarkLimits",
            swiftSettings: optimizedInDebug
        ),
        .target(
            name: "HarkAudio",
            dependencies: ["CALSA", "CSpeexDSP", "CHarkShim"],
            swiftSettings: optimizedInDebug
        ),
        .target(
            name: "HarkSpeech",
            dependencies: ["HarkAudio", "CPocketSphinx", "CESpeakNG", "CHarkShim",
                           .product(name: "Algorithms", package: "swift-algorithms")],
            swiftSettings: optimizedInDebug
        ),

        .target(
            name: "HarkIntents",
            dependencies: ["HarkLimits"],
            swiftSettings: optimizedInDebug
        ),

        .target(
            name: "HarkStore",
            dependencies: ["HarkLimits", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: optimizedInDebug
        ),
        .target(
            name: "HarkSkills",
            dependencies: ["HarkLimits", "HarkIntents", "HarkStore", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "Crypto", package: "swift-crypto"), .product(name: "CryptoExtras", package: "swift-crypto")],
            swiftSettings: optimizedInDebug
        ),

        .target(
            name: "HarkAssistant",
            dependencies: [
                "HarkLimits", "HarkAudio", "HarkSpeech", "HarkIntents", "HarkStore", "HarkSkills",
                .product(name: "Algorithms", package: "swift-algorithms"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: optimizedInDebug
        ),

        // MARK: What files say: the config file, skills files, and the doctor that checks them.
        // It builds the pipeline's settings, so it sits above HarkAssistant (never below).
        .target(
            name: "HarkConfig",
            dependencies: [
                "HarkLimits", "HarkAudio", "HarkSpeech", "HarkIntents", "HarkStore", "HarkSkills", "HarkAssistant", "HarkWyoming",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: optimizedInDebug
        ),

        // MARK: The benchmark: drives the pipeline on generated and recorded speech and scores it.
        .target(
            name: "HarkBench",
            dependencies: [
                "HarkLimits", "HarkAudio", "HarkSpeech", "HarkIntents", "HarkStore", "HarkSkills", "HarkAssistant", "HarkConfig",
                "HarkWyoming", .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: optimizedInDebug
        ),

        // MARK: Hark as a Wyoming server: Home Assistant and other rooms reach the pipeline over TCP.
        .target(
            name: "HarkWyoming",
            dependencies: [
                "HarkLimits", "HarkAudio", "HarkSpeech", "HarkIntents", "HarkStore", "HarkSkills", "HarkAssistant",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: optimizedInDebug
        ),

        // MARK: The web app: the records the voice keeps, on a phone's screen.
        .target(
            name: "HarkWeb",
            dependencies: [
                "HarkLimits", "HarkStore", "HarkIntents", "HarkSkills",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: optimizedInDebug
        ),

        // MARK: The command line.
        .executableTarget(
            name: "hark",
            dependencies: [
                "CHarkShim",
                "HarkLimits",
                "HarkAudio",
                "HarkSpeech",
                "HarkIntents",
                "HarkStore",
                "HarkSkills",
                "HarkAssistant",
                "HarkConfig",
                "HarkBench",
                "HarkWyoming",
                "HarkWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: optimizedInDebug
        ),

        // MARK: Test support: shared by every test target, never by the product.
        .target(
            name: "HarkTesting",
            dependencies: ["HarkAudio"],
            swiftSettings: strictSettings
        ),

        // MARK: Tests.
        .testTarget(
            name: "HarkLimitsTests",
            dependencies: ["HarkLimits"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkAudioTests",
            dependencies: ["HarkTesting", "HarkAudio"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkSpeechTests",
            dependencies: ["HarkTesting", "HarkSpeech", "HarkAudio"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkIntentsTests",
            dependencies: ["HarkTesting", "HarkIntents"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkStoreTests",
            dependencies: ["HarkTesting", "HarkStore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkSkillsTests",
            dependencies: ["HarkTesting", "HarkSkills", "HarkIntents", "HarkStore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkAssistantTests",
            dependencies: ["HarkTesting", "HarkAssistant", "HarkAudio", "HarkSpeech", "HarkIntents", "HarkStore", "HarkSkills"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkConfigTests",
            dependencies: ["HarkTesting", "HarkConfig", "HarkAssistant", "HarkAudio", "HarkSpeech", "HarkIntents", "HarkStore", "HarkSkills"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkBenchTests",
            dependencies: ["HarkTesting", "HarkBench", "HarkAssistant", "HarkIntents", "HarkSpeech"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkWyomingTests",
            dependencies: ["HarkTesting", "HarkWyoming", "HarkAudio", "HarkIntents", "HarkSkills", "HarkStore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkWebTests",
            dependencies: ["HarkTesting", "HarkWeb", "HarkSkills", "HarkStore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarkCLITests",
            dependencies: ["HarkTesting", "HarkAudio", "HarkIntents", "HarkSkills", "hark"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
