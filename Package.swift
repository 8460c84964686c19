// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Widgetry: Apple's configurable-widget system (WidgetKit + App Intents) for Linux.
///
/// Authors select the products `AppIntents`, `WidgetKit` and `SwiftUI`; `widgetry` is the host.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// Apple's system modules as widget code sees them, on Linux: every file of the target sees
/// Widgetry's Foundation additions (`URLSession` and the rest of FoundationNetworking with only
/// `import Foundation`, `UserDefaults` key-value coding, …), and `import Combine`, `import OSLog`
/// and `import os` reach Widgetry's modules of those names. Authors copy this value into their
/// package (README, "Write your own widget package"). The modules are aliased rather than named
/// `Combine` and `OSLog`: dependencies test `canImport(Combine)` and `canImport(OSLog)` (GRDB,
/// swift-syntax, Yams, package-benchmark; swift-crypto tests `canImport(CryptoKit)`), and a module of that name in the build folder would
/// change what they compile.
let appleSystemModules: SwiftSetting = .unsafeFlags(
    [
        "-Xfrontend", "-import-module", "-Xfrontend", "WidgetryFoundation",
        "-module-alias", "Combine=WidgetryCombine", "-module-alias", "OSLog=WidgetryOSLog", "-module-alias", "os=WidgetryOS",
        "-module-alias", "CryptoKit=WidgetryCryptoKit", "-module-alias", "UIKit=WidgetryUIKit",
        "-module-alias", "CoreGraphics=WidgetryCoreGraphics", "-module-alias", "UniformTypeIdentifiers=WidgetryUniformTypeIdentifiers",
        "-module-alias", "Network=WidgetryNetwork", "-module-alias", "Security=WidgetrySecurity",
        "-module-alias", "LocalAuthentication=WidgetryLocalAuthentication", "-module-alias", "StoreKit=WidgetryStoreKit",
        "-module-alias", "ActivityKit=WidgetryActivityKit", "-module-alias", "UserNotifications=WidgetryUserNotifications",
        "-module-alias", "CommonCrypto=WidgetryCommonCrypto", "-module-alias", "HealthKit=WidgetryHealthKit",
        "-module-alias", "EventKit=WidgetryEventKit", "-module-alias", "WeatherKit=WidgetryWeatherKit",
        "-module-alias", "AVFoundation=WidgetryAVFoundation", "-module-alias", "AudioToolbox=WidgetryAudioToolbox",
        "-module-alias", "CoreImage=WidgetryCoreImage", "-module-alias", "CoreText=WidgetryCoreText", "-module-alias", "ImageIO=WidgetryImageIO",
        "-module-alias", "CoreBluetooth=WidgetryCoreBluetooth", "-module-alias", "WatchConnectivity=WidgetryWatchConnectivity",
        "-module-alias", "CoreFoundation=WidgetryCoreFoundation",
        "-module-alias", "SystemConfiguration=WidgetrySystemConfiguration",
        "-module-alias", "Darwin=WidgetryDarwin", "-module-alias", "WatchKit=WidgetryWatchKit",
    ],
    .when(platforms: [.linux]))
/// Author-facing code (fixtures, examples) compiles the way Apple's sample code does, with the
/// settings an author's package has.
let authorStyle: [SwiftSetting] = [.swiftLanguageMode(.v5), appleSystemModules]

let package = Package(
    name: "Widgetry",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "WidgetKitTesting", targets: ["WidgetKitTesting"]),
        // Apple's system modules as widget code sees them (`appleSystemModules` makes them reachable
        // as `import Foundation`, `import Combine`, `import OSLog`, `import os`). WidgetKit brings
        // all three; these products are for targets without it (an app, a shared model).
        .library(name: "WidgetryFoundation", targets: ["WidgetryFoundation"]),
        .library(name: "Combine", targets: ["WidgetryCombine"]),
        .library(name: "OSLog", targets: ["WidgetryOSLog", "WidgetryOS"]),
        // Apple's CryptoKit (`import CryptoKit` through `appleSystemModules`): swift-crypto.
        .library(name: "CryptoKit", targets: ["WidgetryCryptoKit"]),
        // Apple's SDK modules that widget code and the app files it shares import, each under its
        // Apple name through `appleSystemModules`. SwiftUI brings UIKit and CoreGraphics and WidgetKit
        // brings them all, as on Apple's systems; these products are for targets without them.
        .library(name: "UIKit", targets: ["WidgetryUIKit"]),
        .library(name: "CoreGraphics", targets: ["WidgetryCoreGraphics"]),
        .library(name: "UniformTypeIdentifiers", targets: ["WidgetryUniformTypeIdentifiers"]),
        .library(name: "Network", targets: ["WidgetryNetwork"]),
        .library(name: "Security", targets: ["WidgetrySecurity"]),
        .library(name: "LocalAuthentication", targets: ["WidgetryLocalAuthentication"]),
        .library(name: "StoreKit", targets: ["WidgetryStoreKit"]),
        .library(name: "ActivityKit", targets: ["WidgetryActivityKit"]),
        .library(name: "UserNotifications", targets: ["WidgetryUserNotifications"]),
        .library(name: "HealthKit", targets: ["WidgetryHealthKit"]),
        .library(name: "EventKit", targets: ["WidgetryEventKit"]),
        .library(name: "WeatherKit", targets: ["WidgetryWeatherKit"]),
        .library(name: "AVFoundation", targets: ["WidgetryAVFoundation"]),
        .library(name: "AudioToolbox", targets: ["WidgetryAudioToolbox"]),
        .library(name: "CoreImage", targets: ["WidgetryCoreImage"]),
        .library(name: "CoreText", targets: ["WidgetryCoreText"]),
        .library(name: "ImageIO", targets: ["WidgetryImageIO"]),
        .library(name: "CoreBluetooth", targets: ["WidgetryCoreBluetooth"]),
        .library(name: "WatchConnectivity", targets: ["WidgetryWatchConnectivity"]),
        .library(name: "CoreFoundation", targets: ["WidgetryCoreFoundation"]),
        .library(name: "SystemConfiguration", targets: ["WidgetrySystemConfiguration"]),
        .library(name: "Darwin", targets: ["WidgetryDarwin"]),
        .library(name: "WatchKit", targets: ["WidgetryWatchKit"]),
        // CommonCrypto over swift-crypto, like CryptoKit a product a target selects when its code hashes or encrypts.
        .library(name: "CommonCrypto", targets: ["WidgetryCommonCrypto"]),
        .executable(name: "widgetry", targets: ["widgetry"]),
        .plugin(name: "IntentDefinitionGenerator", targets: ["IntentDefinitionGenerator"]),
        .plugin(name: "AssetSymbolGenerator", targets: ["AssetSymbolGenerator"]),
        .plugin(name: "InfoPlistGenerator", targets: ["InfoPlistGenerator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Apple's Combine on Linux, under the `Combine` product.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // The web layer's HTTP server. Traits are explicit: the default set also builds
        // swift-configuration (`ConfigReader` initialisers), which Widgetry does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: ["FullFoundation"]),
        // The owner's password, hashed with bcrypt (access beyond this machine).
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        // The web server's connection limit is a channel handler.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // The store for many hosts on one database.
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        // SHA-256 for stored token digests.
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        // gzip for the page's files and larger API answers; deflate for stored timelines.
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        // Tests only: reads the OpenAPI document's paths to check them against the router.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // Benchmarks only (`swift package benchmark`). Traits are explicit: the default set also
        // enables `RuntimeInterposer`, whose package is not available to this project.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The only thing that crosses the host/extension boundary: Codable, no dependencies.
        .target(name: "WidgetryWire", swiftSettings: strict),
        // Foundation as Apple ships it where Linux Foundation differs: FoundationNetworking
        // re-exported, CoreFoundation and Security re-exported, LocalizedStringResource,
        // UserDefaults key-value coding, DateComponentsFormatter, DispatchSerialQueue, the NSEC_PER_* constants.
        .target(
            name: "WidgetryFoundation",
            dependencies: [
                "WidgetryCoreFoundation", "WidgetrySecurity", "WidgetryDarwin", .product(name: "OpenCombine", package: "OpenCombine"),
            ],  // ObservableObject, Published
            swiftSettings: strict),
        // Apple's Combine: OpenCombine with its Foundation and Dispatch publishers and schedulers.
        .target(
            name: "WidgetryCombine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            swiftSettings: strict),
        // Apple's OSLog (`Logger`, `os_log`, signposts) over swift-log, to the host's log.
        .target(
            name: "WidgetryOSLog", dependencies: ["WidgetryFoundation", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        // Apple's CryptoKit: swift-crypto's `Crypto`, re-exported.
        .target(name: "WidgetryCryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: strict),
        // Apple's `os` module, as far as logging goes: WidgetryOSLog again.
        .target(name: "WidgetryOS", dependencies: ["WidgetryOSLog"], swiftSettings: strict),
        // Apple's SDK modules beyond Foundation, as far as widget code and shared app files use them
        // (docs/compatibility.md). Each has a name of its own, aliased to Apple's by
        // `appleSystemModules`, because dependencies test `canImport(UIKit)`, `canImport(Network)`, ….
        // CoreGraphics: CGColor, CGImage, CGAffineTransform beside the geometry Foundation has.
        .target(name: "WidgetryCoreGraphics", swiftSettings: strict),
        // UIKit's values: UIImage, UIColor, UIFont, traits, UIScreen, UIDevice, UIApplication.open.
        .target(name: "WidgetryUIKit", dependencies: ["WidgetryCoreGraphics", "WidgetryFoundation", "WidgetryWire", "WidgetryUserNotifications"], swiftSettings: strict),
        // UTType: the common types, by filename extension and MIME type.
        .target(name: "WidgetryUniformTypeIdentifiers", swiftSettings: strict),
        // NWPathMonitor (the host's connectivity), addresses and endpoints.
        .target(name: "WidgetryNetwork", swiftSettings: strict),
        // The keychain's SecItem functions over a private file in the app group's container.
        .target(name: "WidgetrySecurity", dependencies: ["WidgetryCoreFoundation"], swiftSettings: strict),
        // LAContext: no biometrics on a host, with Apple's errors.
        .target(name: "WidgetryLocalAuthentication", swiftSettings: strict),
        // StoreKit as far as entitlement checks in shared code go.
        .target(name: "WidgetryStoreKit", swiftSettings: strict),
        // ActivityKit: Live Activities' attributes, content and activities, started, updated and
        // watched through the host's app API (ActivityAPI).
        .target(name: "WidgetryActivityKit", dependencies: ["WidgetryFoundation", "WidgetryWire", "WidgetryAppTransport"], swiftSettings: strict),
        // An app's HTTP connection to its host (WIDGETRY_HOST, WIDGETRY_TOKEN): WidgetCenter's and ActivityKit's requests.
        .target(name: "WidgetryAppTransport", swiftSettings: strict),
        // Notifications: authorisation and requests with Apple's answers on a host without a notification centre.
        .target(name: "WidgetryUserNotifications", swiftSettings: strict),
        // CommonCrypto's digests, HMAC, AES (CCCrypt) and PBKDF2 over swift-crypto.
        .target(
            name: "WidgetryCommonCrypto",
            dependencies: [.product(name: "Crypto", package: "swift-crypto"), .product(name: "_CryptoExtras", package: "swift-crypto")],
            swiftSettings: strict),
        // Device services shared app code touches, with the answers a device without them gives
        // (health data, calendars, weather, audio, Bluetooth, a paired watch), and the image and text
        // frameworks as far as widget code uses them.
        .target(name: "WidgetryHealthKit", swiftSettings: strict),
        .target(name: "WidgetryEventKit", swiftSettings: strict),
        .target(name: "WidgetryWeatherKit", dependencies: ["CoreLocation"], swiftSettings: strict),
        .target(name: "WidgetryAVFoundation", dependencies: ["WidgetryCoreGraphics"], swiftSettings: strict),
        .target(name: "WidgetryAudioToolbox", swiftSettings: strict),
        .target(name: "WidgetryCoreImage", dependencies: ["WidgetryCoreGraphics", "WidgetryUIKit"], swiftSettings: strict),
        .target(name: "WidgetryCoreText", dependencies: ["WidgetryCoreGraphics"], swiftSettings: strict),
        .target(name: "WidgetryImageIO", dependencies: ["WidgetryCoreGraphics"], swiftSettings: strict),
        .target(name: "WidgetryCoreBluetooth", swiftSettings: strict),
        .target(name: "WidgetryWatchConnectivity", swiftSettings: strict),
        // `import CoreFoundation`: the CoreFoundation names Apple's Foundation brings, and the app group
        // container; under Security and WidgetryFoundation, which re-export it (Linux's own
        // CoreFoundation module, whose opaque types would clash with these names, is not used).
        .target(name: "WidgetryCoreFoundation", swiftSettings: strict),
        // SystemConfiguration's network reachability (SCNetworkReachability), from Network's reading of the host's interfaces.
        .target(name: "WidgetrySystemConfiguration", dependencies: ["WidgetryFoundation", "WidgetryNetwork"], swiftSettings: strict),
        // `import Darwin`: the C library (Glibc), under Apple's name.
        .target(name: "WidgetryDarwin", swiftSettings: strict),
        // WatchKit's device description (`WKInterfaceDevice`) for watch complication code.
        .target(name: "WidgetryWatchKit", dependencies: ["WidgetryCoreGraphics"], swiftSettings: strict),
        .target(name: "AppIntents", dependencies: ["WidgetryWire", "WidgetryFoundation"], swiftSettings: strict),
        .target(
            name: "SwiftUI",
            dependencies: [
                "WidgetryWire", "WidgetryFoundation", "WidgetryCombine", "AppIntents", "WidgetryMacros", "WidgetryPreviewSection",
                "WidgetryUIKit", "WidgetryCoreGraphics", "WidgetryWatchKit",
            ],
            swiftSettings: strict),
        // SiriKit's intent configuration (`INIntent`, `INObject`, `INExtension`, …), for widgets made
        // before App Intents; the intent classes come from `.intentdefinition` files through the
        // `IntentDefinitionGenerator` plugin.
        .target(name: "Intents", dependencies: ["WidgetryWire", "WidgetryFoundation", "AppIntents"], swiftSettings: strict),
        // CoreLocation's data types (coordinates, locations, distances); no location service.
        .target(name: "CoreLocation", swiftSettings: strict),
        // Swift Charts: marks, scales, axes and legends, resolved into the archive's geometry.
        .target(name: "Charts", dependencies: ["SwiftUI", "WidgetryWire"], swiftSettings: strict),
        // `.intentdefinition` (Xcode's property list) → the Swift Xcode generates, for the plugin.
        .target(name: "IntentDefinitionCodegen", swiftSettings: strict),
        .executableTarget(
            name: "widgetry-intentdefinition",
            dependencies: ["IntentDefinitionCodegen", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict),
        .plugin(name: "IntentDefinitionGenerator", capability: .buildTool(), dependencies: ["widgetry-intentdefinition"]),
        // Xcode 15's asset symbols (`ColorResource.widgetBackground`, `Color.widgetBackground`, `Image(.badge)`)
        // from a target's asset catalogs: the `AssetSymbolGenerator` plugin and its tool.
        .executableTarget(name: "widgetry-assetsymbols", swiftSettings: strict),
        .plugin(name: "AssetSymbolGenerator", capability: .buildTool(), dependencies: ["widgetry-assetsymbols"]),
        // The extension's Info.plist processed as Xcode does and embedded, for `Bundle.main`: the
        // `InfoPlistGenerator` plugin, its tool and the processing it shares with tests.
        .target(name: "InfoPlistCodegen", swiftSettings: strict),
        .executableTarget(
            name: "widgetry-infoplist",
            dependencies: ["InfoPlistCodegen", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict),
        .plugin(name: "InfoPlistGenerator", capability: .buildTool(), dependencies: ["widgetry-infoplist"]),
        .target(
            name: "WidgetKit",
            dependencies: [
                "WidgetryWire", "WidgetryFoundation", "AppIntents", "Intents", "SwiftUI", "WidgetryMacros", "WidgetryPreviewSection",
                "WidgetryProtocol", "WidgetryAppTransport", "WidgetryWallClock", "WidgetryImageTypes", "WidgetryOSLog", "WidgetryOS",
                "WidgetryUIKit", "WidgetryCoreGraphics", "WidgetryUniformTypeIdentifiers", "WidgetryNetwork", "WidgetrySecurity",
                "WidgetryLocalAuthentication", "WidgetryStoreKit", "WidgetryActivityKit", "WidgetryUserNotifications",
                "WidgetryHealthKit", "WidgetryEventKit", "WidgetryWeatherKit", "WidgetryAVFoundation", "WidgetryAudioToolbox",
                "WidgetryCoreImage", "WidgetryCoreText", "WidgetryImageIO", "WidgetryCoreBluetooth", "WidgetryWatchConnectivity",
                "WidgetrySystemConfiguration", "WidgetryCoreFoundation", "WidgetryDarwin", "WidgetryWatchKit",
            ],
            swiftSettings: strict),
        // An extension process's wall clock on the host's virtual time (a `clock_gettime` of its own).
        .target(name: "WidgetryWallClock"),
        // Unit tests of widgets on a virtual clock, through the real host (in process).
        .target(
            name: "WidgetKitTesting",
            dependencies: [
                "WidgetKit", "AppIntents", "SwiftUI", "WidgetryHost", "WidgetryRender", "WidgetryWire",
            ],
            swiftSettings: strict),
        // `#Preview` for widgets: expands to a registration in the `widgetry_previews` section.
        .macro(
            name: "WidgetryMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: strict),
        // The bounds of the `widgetry_previews` linker section (C: the linker's __start_/__stop_).
        .target(name: "WidgetryPreviewSection"),
        // The executable's Swift type metadata records, and a call of a type's metadata accessor
        // (C: the linker's __start_/__stop_ and clang's swiftcall), for `ImageTypes`.
        .target(name: "WidgetryImageTypes"),
        // Archive → HTML + CSS (faithful to SwiftUI layout; dynamic dates ticked by a small script)
        // and archive → plain text (terminal previews). Reads archives only, never runs author code.
        .target(
            name: "WidgetryRender", dependencies: ["WidgetryWire"], exclude: ["Icons", "Fonts"], resources: [.copy("Resources")],
            swiftSettings: strict),
        // Both ends of the host ↔ extension protocol: framing, JSON, request/answer matching.
        .target(name: "WidgetryProtocol", dependencies: ["WidgetryWire"], swiftSettings: strict),
        // Timelines, reload policies and the budget, on an injectable clock.
        .target(name: "WidgetryScheduler", dependencies: ["WidgetryWire"], swiftSettings: strict),
        // Placed widgets, configurations, cached timelines, the ledger: SQLite through GRDB.
        .target(
            name: "WidgetryStore",
            dependencies: [
                "WidgetryWire", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CompressNIO", package: "compress-nio"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .target(
            name: "WidgetryHost",
            dependencies: [
                "WidgetryWire", "WidgetryProtocol", "WidgetryScheduler", "WidgetryStore",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict),
        // The HTTP server: security middleware, JSON errors, the home page's assets, /openapi.yaml.
        .target(
            name: "WidgetryWeb",
            dependencies: [
                "WidgetryWire", "WidgetryHost", "WidgetryRender", "WidgetryStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strict),
        .executableTarget(
            name: "widgetry",
            dependencies: [
                "WidgetryHost", "WidgetryWeb", "WidgetryRender", "WidgetryWire", "WidgetryStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict),

        // `swift package benchmark` (package-benchmark): schema extraction and configuration
        // decoding against plain-Swift baselines, measured in the same run. See docs/benchmarks.md.
        .executableTarget(
            name: "AppIntentsBenchmarks",
            dependencies: [
                "AppIntents", "WidgetryWire",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AppIntentsBenchmarks",
            swiftSettings: authorStyle,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // A reference widget view → archive → HTML, against the same HTML built by concatenation.
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "WidgetryRender", "SwiftUI", "WidgetryWire", "Charts",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            swiftSettings: strict,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // The scheduler over a simulated day at 1k, 10k and 100k instances: decisions per second.
        .executableTarget(
            name: "SchedulerBenchmarks",
            dependencies: ["WidgetryScheduler", "WidgetryWire", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/SchedulerBenchmarks",
            swiftSettings: strict,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),

        // The round trip of a trivial timeline request to an extension process (`Benchmarks/host.sh`).
        .target(
            name: "BenchmarkWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Benchmarks/BenchmarkWidgets",
            swiftSettings: authorStyle),
        .executableTarget(
            name: "widgetry-benchmark-extension", dependencies: ["BenchmarkWidgets"], path: "Benchmarks/BenchmarkExtension"),
        // The home screen's server with a hello-world route beside it, for wrk (`Benchmarks/web.sh`).
        .executableTarget(
            name: "widgetry-web-benchmark",
            dependencies: [
                "WidgetryWeb", "WidgetryHost",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Benchmarks/WebBenchmarkServer",
            swiftSettings: strict),
        // Hosts sharing one PostgreSQL database: write and decision throughput, takeover
        // (`Benchmarks/cluster.sh`).
        .executableTarget(
            name: "widgetry-cluster-benchmark",
            dependencies: ["WidgetryHost", "WidgetryStore", "WidgetryScheduler", "WidgetryWire"],
            path: "Benchmarks/ClusterBenchmark",
            swiftSettings: strict),
        .executableTarget(
            name: "HostBenchmarks",
            dependencies: [
                "BenchmarkWidgets", "WidgetKit", "WidgetryHost", "WidgetryWire", .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HostBenchmarks",
            swiftSettings: strict,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),

        // Example widget extensions (Examples/<Name>/), written as Apple's sample code is: each a
        // library of widgets (tests and the host link it in process) and a thin executable that
        // runs it as an extension process.
        .target(name: "EmojiRangersWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Examples/EmojiRangers/Widgets", swiftSettings: authorStyle),
        .executableTarget(name: "emoji-rangers", dependencies: ["EmojiRangersWidgets"], path: "Examples/EmojiRangers/Extension", swiftSettings: authorStyle),
        // The companion app: changes the game and calls WidgetCenter.
        .executableTarget(name: "emoji-rangers-app", dependencies: ["EmojiRangersWidgets", "WidgetKit"], path: "Examples/EmojiRangers/App", swiftSettings: authorStyle),
        .target(name: "FavouritesWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Examples/Favourites/Widgets", swiftSettings: authorStyle),
        .executableTarget(name: "favourites", dependencies: ["FavouritesWidgets"], path: "Examples/Favourites/Extension", swiftSettings: authorStyle),
        .target(name: "ClockWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Examples/Clock/Widgets", swiftSettings: authorStyle),
        .executableTarget(name: "clock", dependencies: ["ClockWidgets"], path: "Examples/Clock/Extension", swiftSettings: authorStyle),
        .target(name: "CounterWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Examples/Counter/Widgets", swiftSettings: authorStyle),
        .executableTarget(name: "counter", dependencies: ["CounterWidgets"], path: "Examples/Counter/Extension", swiftSettings: authorStyle),
        .target(
            name: "SystemMonitorWidgets", dependencies: ["WidgetKit", "SwiftUI", "Charts"], path: "Examples/SystemMonitor/Widgets",
            swiftSettings: authorStyle),
        .executableTarget(name: "system-monitor", dependencies: ["SystemMonitorWidgets"], path: "Examples/SystemMonitor/Extension", swiftSettings: authorStyle),
        .target(name: "PrivateNoteWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Examples/PrivateNote/Widgets", swiftSettings: authorStyle),
        .executableTarget(name: "private-note", dependencies: ["PrivateNoteWidgets"], path: "Examples/PrivateNote/Extension", swiftSettings: authorStyle),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "EmojiRangersWidgets", "FavouritesWidgets", "ClockWidgets", "CounterWidgets", "PrivateNoteWidgets", "SystemMonitorWidgets",
                "WidgetKitTesting", "WidgetKit", "SwiftUI", "AppIntents", "WidgetryWire", "WidgetryRender", "WidgetryScheduler",
                "TestProcesses",
            ],
            swiftSettings: authorStyle),

        .testTarget(name: "WidgetryWireTests", dependencies: ["WidgetryWire"], swiftSettings: strict),
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "WidgetryWire"], swiftSettings: strict),
        // Seed-shaped intents written exactly as Apple's samples spell them, in Swift 5 mode.
        .testTarget(name: "AppIntentsFixtureTests", dependencies: ["AppIntents", "WidgetryWire"], swiftSettings: authorStyle),
        // Widgets in the shapes of the seeds' samples, Swift 5 mode, and their rendering tests.
        .testTarget(
            name: "WidgetKitFixtureTests", dependencies: ["WidgetKit", "SwiftUI", "AppIntents", "WidgetryWire", "WidgetryRender"],
            swiftSettings: authorStyle),
        // A widget extension the host's integration tests run as a real child process.
        .target(
            name: "TestWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Tests/Support/TestWidgets",
            resources: [.process("Resources")], swiftSettings: authorStyle, plugins: [.plugin(name: "AssetSymbolGenerator")]),
        .executableTarget(name: "widgetry-test-extension", dependencies: ["TestWidgets"], path: "Tests/Support/TestExtension"),
        // SiriKit-configured widgets with three `.intentdefinition` files (generated by the plugin)
        // and their `INExtension`, and the same hero widget after its move to App Intents.
        .target(
            name: "SiriKitWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents", "Intents"], path: "Tests/Support/SiriKitWidgets",
            swiftSettings: authorStyle, plugins: [.plugin(name: "IntentDefinitionGenerator")]),
        .executableTarget(name: "widgetry-sirikit-extension", dependencies: ["SiriKitWidgets"], path: "Tests/Support/SiriKitExtension"),
        .target(
            name: "MigratedWidgets", dependencies: ["SiriKitWidgets", "WidgetKit", "SwiftUI", "AppIntents"], path: "Tests/Support/MigratedWidgets",
            swiftSettings: authorStyle),
        .executableTarget(name: "widgetry-migrated-extension", dependencies: ["MigratedWidgets"], path: "Tests/Support/MigratedExtension"),
        .testTarget(
            name: "SiriKitTests",
            dependencies: ["SiriKitWidgets", "MigratedWidgets", "IntentDefinitionCodegen", "WidgetKit", "Intents", "AppIntents", "WidgetryWire"],
            swiftSettings: authorStyle),
        // Tests that run the package's executables: finding them, and `widgetry serve` as a child.
        .target(name: "TestProcesses", dependencies: ["WidgetryStore"], path: "Tests/Support/TestProcesses", swiftSettings: strict),
        .testTarget(
            name: "WidgetryHostTests",
            dependencies: [
                "WidgetryHost", "WidgetryProtocol", "WidgetryScheduler", "WidgetryStore", "WidgetryWire", "WidgetKit", "TestWidgets",
                "TestProcesses", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // The host's descriptor test runs it: the test extension crashes and is killed many times
        // under a supervisor in a process of its own, which reports its open descriptors.
        .executableTarget(
            name: "widgetry-extension-deaths", dependencies: ["WidgetryHost", "WidgetryWire"], path: "Tests/Support/ExtensionDeaths",
            swiftSettings: strict),
        .testTarget(name: "WidgetrySchedulerTests", dependencies: ["WidgetryScheduler", "WidgetryWire"], swiftSettings: strict),
        .testTarget(name: "WidgetryStoreTests", dependencies: ["WidgetryStore", "WidgetryWire", "TestProcesses"], swiftSettings: strict),
        // The store's crash test runs it and `kill -9`s it mid-write: writes in a loop, acknowledging each commit.
        .executableTarget(
            name: "widgetry-store-stress", dependencies: ["WidgetryStore", "WidgetryWire"], path: "Tests/Support/StoreStress",
            swiftSettings: strict),
        // Widgets in the shapes of real widget code that leans on Apple's Foundation and system
        // modules (URLSession from a file importing only Foundation, Logger, Combine, KVC, …),
        // with the settings an author's package has; their extension runs them as a process.
        .target(
            name: "FoundationFixtures",
            dependencies: [
                "WidgetKit", "SwiftUI", "AppIntents", "WidgetryFoundation", "WidgetryCombine", "WidgetryOSLog", "WidgetryOS",
                "WidgetryUniformTypeIdentifiers", "WidgetryNetwork", "WidgetrySecurity", "WidgetryLocalAuthentication", "WidgetryStoreKit",
                "WidgetryUserNotifications", "WidgetryCommonCrypto", "WidgetryCoreBluetooth", "WidgetryWatchConnectivity", "WidgetryAudioToolbox",
            ],
            path: "Tests/Support/FoundationFixtures", swiftSettings: authorStyle),
        .executableTarget(
            name: "widgetry-foundation-fixtures", dependencies: ["FoundationFixtures"], path: "Tests/Support/FoundationFixtureExtension",
            resources: [.copy("Mocks/forecast.json"), .copy("en.lproj")],
            swiftSettings: authorStyle, plugins: [.plugin(name: "InfoPlistGenerator")]),
        .testTarget(
            name: "FoundationFixtureTests",
            dependencies: [
                "FoundationFixtures", "WidgetKitTesting", "WidgetKit", "SwiftUI", "WidgetryFoundation", "WidgetryCombine", "WidgetryOSLog",
                "WidgetryOS", "WidgetryHost", "WidgetryScheduler", "WidgetryStore", "WidgetryWire", "TestProcesses", "InfoPlistCodegen",
                "WidgetryUniformTypeIdentifiers", "WidgetryNetwork", "WidgetrySecurity", "WidgetryLocalAuthentication", "WidgetryStoreKit",
                "WidgetryUserNotifications", "WidgetryCommonCrypto", "WidgetryCoreBluetooth", "WidgetryWatchConnectivity", "WidgetryAudioToolbox",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: authorStyle),
        // docs/compatibility.md checked against the code: every listed API used as Apple's samples do.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: [
                "AppIntents", "WidgetKit", "SwiftUI", "Intents", "CoreLocation", "WidgetryFoundation", "WidgetryCombine", "WidgetryOSLog", "WidgetryOS",
                "WidgetryCryptoKit", "Charts", "WidgetryUIKit", "WidgetryCoreGraphics", "WidgetryUniformTypeIdentifiers", "WidgetryNetwork",
                "WidgetrySecurity", "WidgetryLocalAuthentication", "WidgetryStoreKit", "WidgetryActivityKit", "WidgetryUserNotifications",
                "WidgetryCommonCrypto", "WidgetryHealthKit", "WidgetryEventKit", "WidgetryWeatherKit", "WidgetryAVFoundation",
                "WidgetryAudioToolbox", "WidgetryCoreImage", "WidgetryCoreText", "WidgetryImageIO", "WidgetryCoreBluetooth",
                "WidgetryWatchConnectivity", "WidgetrySystemConfiguration", "WidgetryCoreFoundation", "WidgetryDarwin", "WidgetryWatchKit",
            ],
            swiftSettings: authorStyle, plugins: [.plugin(name: "IntentDefinitionGenerator")]),
        .testTarget(name: "WidgetKitTestingTests", dependencies: ["WidgetKitTesting", "WidgetKit", "TestWidgets"], swiftSettings: strict),
        .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit", "WidgetryWire", "CoreLocation"], swiftSettings: strict),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "AppIntents", "WidgetryWire"], swiftSettings: strict),
        // Widget views written exactly as Apple's sample code spells them, in Swift 5 mode.
        // Widget charts in the shapes real ones have, Swift 5 mode, and the geometry they resolve to.
        .testTarget(
            name: "ChartsFixtureTests", dependencies: ["Charts", "SwiftUI", "WidgetKit", "WidgetryWire", "WidgetryRender", "WebDriver"],
            swiftSettings: authorStyle),
        .testTarget(name: "SwiftUIFixtureTests", dependencies: ["SwiftUI", "AppIntents", "WidgetryWire"], swiftSettings: authorStyle),
        .testTarget(
            name: "WidgetryRenderTests", dependencies: ["WidgetryRender", "WidgetKit", "SwiftUI", "AppIntents", "WidgetryWire"],
            exclude: ["Snapshots"], swiftSettings: strict),
        // A small W3C WebDriver client: drives headless Chromium through chromedriver in browser tests.
        .target(name: "WebDriver", path: "Tests/Support/WebDriver", swiftSettings: strict),
        .testTarget(
            name: "WidgetryWebTests",
            dependencies: [
                "WidgetryWeb", "WebDriver", "WidgetryHost", "WidgetryStore", "WidgetryWire", "WidgetKit", "TestWidgets", "TestProcesses",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strict),
    ]
)
