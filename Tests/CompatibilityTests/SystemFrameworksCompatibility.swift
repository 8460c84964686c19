// docs/compatibility.md's rows for UniformTypeIdentifiers, Network, Security, LocalAuthentication, StoreKit and the Foundation and os gaps,
// each used as shared model and settings code uses it on Apple's systems (Swift 5 mode, an author's package settings).
import Foundation
import LocalAuthentication
import Network
import os
import Security
import StoreKit
import SystemConfiguration
import UniformTypeIdentifiers

let systemFrameworkChecks: [String: Any] = [
    // UniformTypeIdentifiers
    "UTType": { (type: UTType) -> [Any] in
        [type.identifier, type.preferredFilenameExtension as Any, type.preferredMIMEType as Any, type.tags, type.conforms(to: .image),
         type.supertypes, type.isDeclared, type.isDynamic, type.isPublic, type.localizedDescription as Any, UTType("public.png") as Any,
         [UTType.data, .content, .item, .text, .plainText, .utf8PlainText, .json, .xml, .html, .url, .fileURL, .image, .png, .jpeg, .gif, .heic,
          .webP, .svg, .pdf, .movie, .video, .mpeg4Movie, .audio, .mp3, .zip, .archive, .folder, .directory, .package, .commaSeparatedText,
          .rtf, .vCard, .calendarEvent]]
    } as Any,
    "UTType(filenameExtension:conformingTo:)": [UTType(filenameExtension: "png"), UTType(filenameExtension: "bundle", conformingTo: .package)],
    "UTType(mimeType:conformingTo:)": [UTType(mimeType: "image/png"), UTType(mimeType: "text/x-custom", conformingTo: .text)],
    "UTType(exportedAs:conformingTo:)": [UTType(exportedAs: "com.example.snack", conformingTo: .json), UTType(importedAs: "com.example.treat")],
    "UTTagClass": { (type: UTType) in [type.tags[UTTagClass.filenameExtension], type.tags[.mimeType]] } as Any,
    "URL.appendingPathComponent(_:conformingTo:)": { (url: URL) in
        [url.appendingPathComponent("cover", conformingTo: .png), url.appending(component: "notes", conformingTo: .plainText),
         url.appendingPathExtension(for: .json)]
    } as Any,
    // Network
    "NWPathMonitor": { () -> NWPathMonitor in
        let monitor = NWPathMonitor(requiredInterfaceType: .wifi)
        monitor.pathUpdateHandler = { path in _ = path.status == .satisfied }
        monitor.start(queue: DispatchQueue(label: "Monitor"))
        _ = monitor.currentPath
        monitor.cancel()
        return NWPathMonitor()
    } as Any,
    "NWPath": { (path: NWPath) -> [Any] in
        [path.status, path.usesInterfaceType(.cellular), path.availableInterfaces, path.isExpensive, path.isConstrained, path.supportsIPv4,
         path.supportsIPv6, path.supportsDNS, path.gateways, path.unsatisfiedReason]
    } as Any,
    "NWInterface": { (interface: NWInterface) in [interface.name, interface.index, interface.type == .wiredEthernet] } as Any,
    "IPv4Address": [IPv4Address("192.0.2.1")?.rawValue as Any, IPv4Address.loopback.isLoopback, IPv4Address.any, IPv4Address("169.254.1.1")?.isLinkLocal as Any],
    "IPv6Address": [IPv6Address("2001:db8::1")?.rawValue as Any, IPv6Address.loopback.isLoopback, IPv6Address.any.isAny, IPv6Address("fe80::1")?.isLinkLocal as Any],
    "NWEndpoint": NWEndpoint.hostPort(host: NWEndpoint.Host("example.com"), port: NWEndpoint.Port(rawValue: 443)!),
    // Security
    "SecItemAdd": { (data: Data) -> OSStatus in
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "snacks", kSecAttrAccount as String: "me",
            kSecAttrAccessGroup as String: "group.snacks", kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            kSecAttrSynchronizable as String: false, kSecUseDataProtectionKeychain as String: true, kSecValueData as String: data,
        ]
        return SecItemAdd(query as CFDictionary, nil)
    } as Any,
    "SecItemCopyMatching": { () -> Data? in
        let query = [
            kSecClass: kSecClassInternetPassword, kSecAttrServer: "example.com", kSecMatchLimit: kSecMatchLimitOne,
            kSecReturnAttributes: true, kSecReturnData: kCFBooleanTrue!,
        ] as CFDictionary
        var item: CFTypeRef?
        guard SecItemCopyMatching(query, &item) == errSecSuccess, let attributes = item as? [String: Any] else { return nil }
        return attributes[kSecValueData as String] as? Data
    } as Any,
    "SecItemUpdate": { (query: [String: Any], data: Data) in SecItemUpdate(query as CFDictionary, [kSecValueData as String: data] as CFDictionary) } as Any,
    "SecItemDelete": { (query: [String: Any]) in SecItemDelete(query as CFDictionary) == errSecItemNotFound } as Any,
    "kSecClass": [kSecClass, kSecClassGenericPassword, kSecClassInternetPassword, kSecClassKey, kSecAttrAccount, kSecAttrService, kSecAttrServer,
                  kSecAttrAccessGroup, kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, kSecAttrSynchronizable,
                  kSecAttrLabel, kSecAttrGeneric, kSecValueData, kSecReturnData, kSecReturnAttributes, kSecMatchLimit, kSecMatchLimitAll],
    "errSecSuccess": [errSecSuccess, errSecItemNotFound, errSecDuplicateItem, errSecParam, errSecAuthFailed, errSecInteractionNotAllowed,
                      errSecMissingEntitlement, errSecUnimplemented, errSecDecode, noErr],
    "SecCopyErrorMessageString": SecCopyErrorMessageString(errSecItemNotFound, nil) as String? as Any,
    "SecRandomCopyBytes": { (bytes: inout [UInt8]) in SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) } as Any,
    // LocalAuthentication
    "LAContext": { () -> Bool in
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            return error?.code == LAError.biometryNotAvailable.rawValue
        }
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, _ in _ = success }
        return context.biometryType == .faceID
    } as Any,
    "LAError": { (error: Error) in (error as? LAError)?.code == .biometryNotAvailable } as Any,
    "LAPolicy": [LAPolicy.deviceOwnerAuthentication, .deviceOwnerAuthenticationWithBiometrics],
    "LABiometryType": [LABiometryType.none, .touchID, .faceID, .opticID],
    // StoreKit
    "Transaction": { () async -> Set<String> in
        var owned: Set<String> = []
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil { owned.insert(transaction.productID) }
        }
        if let latest = await Transaction.latest(for: "pro"), case .verified(let transaction) = latest { await transaction.finish() }
        for await update in Transaction.updates { _ = try? update.payloadValue }
        return owned
    } as Any,
    "VerificationResult": { (result: VerificationResult<Transaction>) in [try? result.payloadValue as Any, result.unsafePayloadValue] } as Any,
    "Product": { () async throws -> [String] in
        let products = try await Product.products(for: ["pro"])
        if let product = products.first, case .success(let verification) = try await product.purchase() { _ = verification }
        return products.map(\.displayPrice) + products.compactMap { $0.subscription?.subscriptionGroupID }
    } as Any,
    "Product.SubscriptionInfo": { () async throws -> Bool in
        try await Product.SubscriptionInfo.status(for: "group").contains { $0.state == .subscribed }
    } as Any,
    "AppStore.sync()": { () async throws in try await AppStore.sync() } as Any,
    "StoreKitError": { (error: Error) -> Bool in
        if case StoreKitError.networkError = error { return true }
        return false
    } as Any,
    "SKStoreReviewController.requestReview()": { SKStoreReviewController.requestReview() } as Any,
    // A store actor's listeners and a paywall's prices (Apple's Food Truck sample's shapes).
    "Storefront": { () async -> [String] in
        var codes: [String] = []
        if let storefront = await Storefront.current { codes.append(storefront.countryCode + storefront.id) }
        for await update in Storefront.updates { codes.append(update.countryCode) }
        return codes
    } as Any,
    "Product.SubscriptionInfo.Status.updates": { () async -> [Product.SubscriptionInfo.RenewalState] in
        var states: [Product.SubscriptionInfo.RenewalState] = []
        for await status in Product.SubscriptionInfo.Status.updates {
            guard case .verified(let renewalInfo) = status.renewalInfo else { continue }
            _ = renewalInfo.autoRenewPreference
            states.append(status.state)
        }
        return states
    } as Any,
    "Product.SubscriptionPeriod.Unit.localizedDescription": { (period: Product.SubscriptionPeriod) in
        "/\(period.unit.localizedDescription.lowercased())"
    } as Any,
    "Product.SubscriptionPeriod.Unit.FormatStyle": { (product: Product, unit: Product.SubscriptionPeriod.Unit) -> String in
        unit.formatted(product.subscriptionPeriodUnitFormatStyle) + Product.SubscriptionPeriod.Unit.FormatStyle().format(.year)
    } as Any,
    "Product.priceFormatStyle": { (product: Product, price: Decimal) in price.formatted(product.priceFormatStyle) } as Any,
    // SystemConfiguration: reachability as the widely copied Reachability class asks it.
    "SCNetworkReachabilityCreateWithName": { () -> SCNetworkReachability? in SCNetworkReachabilityCreateWithName(nil, "www.apple.com") } as Any,
    "SCNetworkReachabilityCreateWithAddress": { () -> SCNetworkReachability? in
        var zeroAddress = sockaddr_in()
        zeroAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        zeroAddress.sin_family = sa_family_t(AF_INET)
        return withUnsafePointer(to: &zeroAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(kCFAllocatorDefault, $0) }
        }
    } as Any,
    "SCNetworkReachabilityGetFlags": { (reachability: SCNetworkReachability) -> Bool in
        var flags = SCNetworkReachabilityFlags()
        guard SCNetworkReachabilityGetFlags(reachability, &flags) else { return false }
        return flags.contains(.reachable) && !flags.contains(.connectionRequired)
    } as Any,
    "SCNetworkReachabilitySetCallback": { (reachability: SCNetworkReachability, owner: NSObject) -> Bool in
        let callback: SCNetworkReachabilityCallBack = { _, flags, info in
            guard let info = info else { return }
            _ = (Unmanaged<NSObject>.fromOpaque(info).takeUnretainedValue(), flags.contains(.isWWAN))
        }
        var context = SCNetworkReachabilityContext(
            version: 0, info: Unmanaged.passUnretained(owner).toOpaque(),
            retain: { info in UnsafeRawPointer(Unmanaged<NSObject>.fromOpaque(info).retain().toOpaque()) },
            release: { info in Unmanaged<NSObject>.fromOpaque(info).release() },
            copyDescription: { info in Unmanaged.passRetained(Unmanaged<NSObject>.fromOpaque(info).takeUnretainedValue().description as CFString) })
        guard SCNetworkReachabilitySetCallback(reachability, callback, &context),
              SCNetworkReachabilitySetDispatchQueue(reachability, DispatchQueue(label: "Reachability")) else { return false }
        SCNetworkReachabilitySetCallback(reachability, nil, nil)
        SCNetworkReachabilitySetDispatchQueue(reachability, nil)
        return true
    } as Any,
    "SCNetworkReachabilityFlags": [.reachable, .connectionRequired, .connectionOnTraffic, .connectionOnDemand, .interventionRequired,
                                   .transientConnection, .isLocalAddress, .isDirect, .isWWAN] as [SCNetworkReachabilityFlags],
    "SCError": { () -> String in String(cString: SCErrorString(SCError())) } as Any,
    "sockaddr.sa_len": { () -> sockaddr in
        var address = sockaddr()
        address.sa_len = UInt8(MemoryLayout<sockaddr>.size)
        address.sa_family = sa_family_t(AF_INET)
        return address
    } as Any,
    // os and Foundation gaps
    "OSAllocatedUnfairLock": { () -> Int in
        let lock = OSAllocatedUnfairLock(initialState: 0)
        lock.withLock { $0 += 1 }
        let bare = OSAllocatedUnfairLock()
        bare.lock()
        bare.unlock()
        return lock.withLockUnchecked { $0 }
    } as Any,
    "RelativeDateTimeFormatter": { () -> String in
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .abbreviated
        formatter.dateTimeStyle = .named
        return formatter.localizedString(for: Date(), relativeTo: Date()) + formatter.localizedString(fromTimeInterval: -60)
    } as Any,
    "UndoManager": { (manager: UndoManager, target: NSObject) in
        manager.registerUndo(withTarget: target) { _ in }
        manager.setActionName("Edit")
        if manager.canUndo { manager.undo() }
    } as Any,
    "ProcessInfo.isiOSAppOnMac": [ProcessInfo.processInfo.isiOSAppOnMac, ProcessInfo.processInfo.isMacCatalystApp],
    "import CoreFoundation": [CoreFoundationImportCheck.query(account: "a"), CoreFoundationImportCheck.now] as [Any],
    "CFDictionary": { (query: [String: Any]) -> [Any] in
        [query as CFDictionary, kSecClass as String, kCFBooleanTrue as Any, Data() as CFData, "a" as CFString] } as Any,
    "OSStatus": errSecSuccess as OSStatus,
    "AppTransaction": { () async -> String in
        do {
            switch try await AppTransaction.shared {
            case .verified(let transaction), .unverified(let transaction, _): return transaction.environment.rawValue
            }
        } catch {
            return "unavailable"
        }
    } as Any,
]
