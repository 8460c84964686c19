import Foundation
import NIOCore
import PostgresNIO

/// Where a ``PostgresWidgetStore`` connects: a `postgres://user[:password]@host[:port]/database`
/// URL (also `postgresql://`), read once into the settings PostgresNIO takes.
///
/// The user, password and database may be percent-encoded. The port defaults to 5432 and the
/// database to the user's name (as `psql` does). `?sslmode=` takes `disable`, `prefer` (the
/// default, as libpq's: TLS when the server offers it) or `require` (TLS or no connection;
/// `verify-ca` and `verify-full` mean the same here, as the certificate is always verified when
/// TLS is required). Other query items are refused rather than ignored, so a mistyped option is
/// seen.
struct PostgresAddress: Sendable {
    enum TLSMode: String, Sendable {
        case disable, prefer, require
    }

    var host: String
    var port: Int
    var username: String
    var password: String?
    var database: String
    var tls: TLSMode

    init(url: String) throws {
        func refuse(_ reason: String) -> WidgetStoreError {
            .cannotOpen(path: Self.redacted(url), reason: reason)
        }
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "postgres" || scheme == "postgresql"
        else { throw refuse("not a postgres://user@host[:port]/database URL") }
        guard let host = components.host, !host.isEmpty else { throw refuse("the URL names no host") }
        guard let user = components.user, !user.isEmpty else { throw refuse("the URL names no user") }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw refuse("port \(port) is out of range") }
        username = user
        password = components.password
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.contains("/") else { throw refuse("the database name \(path) contains a slash") }
        database = path.isEmpty ? user : path
        tls = .prefer
        for item in components.queryItems ?? [] {
            switch (item.name, item.value ?? "") {
            case ("sslmode", "disable"): tls = .disable
            case ("sslmode", "allow"), ("sslmode", "prefer"): tls = .prefer
            case ("sslmode", "require"), ("sslmode", "verify-ca"), ("sslmode", "verify-full"): tls = .require
            case ("sslmode", let value): throw refuse("sslmode \(value) is not one of disable, prefer, require")
            default: throw refuse("unknown URL option \(item.name)")
            }
        }
    }

    /// The same server with another database (tests make one database per test).
    func with(database: String) -> PostgresAddress {
        var address = self
        address.database = database
        return address
    }

    /// The URL without its password: what errors and logs say.
    var description: String {
        "postgres://\(username)@\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    }

    /// `url` with any password replaced by `***`, for an error about a URL that did not parse.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return "(an unreadable URL)" }
        if components.password != nil { components.password = "***" }
        return components.string ?? "(an unreadable URL)"
    }

    /// The pool's settings.
    func clientConfiguration(maximumConnections: Int, connectTimeout: Double) -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS
        switch self.tls {
        case .disable: tls = .disable
        case .prefer: tls = .prefer(.makeClientConfiguration())
        case .require: tls = .require(.makeClientConfiguration())
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
        configuration.options.maximumConnections = max(1, maximumConnections)
        configuration.options.connectTimeout = .milliseconds(Int64(connectTimeout * 1_000))
        return configuration
    }

    /// The settings of one connection outside the pool (migrations, creating databases):
    /// connecting it fails at once with the server's reason, where the pool keeps retrying.
    func connectionConfiguration(connectTimeout: Double) throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS
        switch self.tls {
        case .disable: tls = .disable
        case .prefer: tls = .prefer(try .init(configuration: .makeClientConfiguration()))
        case .require: tls = .require(try .init(configuration: .makeClientConfiguration()))
        }
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .milliseconds(Int64(connectTimeout * 1_000))
        return configuration
    }
}
