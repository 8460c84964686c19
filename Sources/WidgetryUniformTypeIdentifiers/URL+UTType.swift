import Foundation

extension URL {
    /// This URL with `partialName` appended and, unless it has one already, the preferred
    /// filename extension of `contentType` (`appendingPathComponent("cover", conformingTo: .png)`
    /// ends in `cover.png`).
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName).appendingExtension(for: contentType)
    }

    /// This URL with the preferred filename extension of `contentType` added, unless the last
    /// component has one of the type's extensions already.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        appendingExtension(for: contentType)
    }

    /// The iOS 16 spelling of `appendingPathComponent(_:conformingTo:)`.
    public func appending(component: some StringProtocol, conformingTo type: UTType) -> URL {
        appendingPathComponent(String(component), conformingTo: type)
    }

    /// Appends `component` and the type's extension, in place.
    public mutating func append(component: some StringProtocol, conformingTo type: UTType) {
        self = appending(component: component, conformingTo: type)
    }

    private func appendingExtension(for type: UTType) -> URL {
        guard let preferred = type.preferredFilenameExtension else { return self }
        let current = pathExtension.lowercased()
        if !current.isEmpty, UTType(filenameExtension: current)?.conforms(to: type) == true { return self }
        return appendingPathExtension(preferred)
    }
}
