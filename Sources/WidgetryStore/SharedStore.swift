import Foundation

/// A store several hosts share (PostgreSQL): which placed widgets each host schedules (leases),
/// and the changes hosts tell each other about (notifications). A host whose store is one
/// schedules only the widgets it holds the lease of, so each widget is reloaded by one host and
/// its budget counted once.
///
/// A lease lasts as long as its host's heartbeat, which each renewal extends, timed by the
/// database's clock, not a host's: hosts whose clocks differ (or run on a virtual clock) agree
/// on when a lease has expired.
public protocol SharedStore: WidgetStore {
    /// Keeps `host` and its leases alive for `duration` seconds (its heartbeat), claims widgets
    /// nobody holds (unleased, or their holder's heartbeat expired) up to its fair share, and
    /// returns what it holds now with the share.
    func renewLeases(host: String, duration: Double) async throws -> LeaseRenewal

    /// Claims the lease of one widget (one this host just placed) unless another host holds
    /// it; returns whether `host` holds it now.
    func claimLease(instanceID: String, host: String) async throws -> Bool

    /// Gives leases up: the given widgets', or (`nil`) every lease of `host` with its heartbeat
    /// (a host leaving), so other hosts take them over at their next renewal.
    func releaseLeases(host: String, instanceIDs: [String]?) async throws

    /// Sends `payloads` (each at most ``notificationLimit`` bytes) to every host listening,
    /// this one included, in order.
    func notify(_ payloads: [String]) async throws

    /// Every notification from now on, until the consumer stops: ``SharedStoreNotification/listening``
    /// each time the listening connection is (again) established, then the payloads; it
    /// reconnects when the connection is lost (what was sent meanwhile is missed).
    func notifications() -> AsyncStream<SharedStoreNotification>
}

/// The largest notification payload, in bytes (PostgreSQL's limit is 8000).
public let notificationLimit = 7_900

/// What ``SharedStore/renewLeases(host:duration:)`` found.
public struct LeaseRenewal: Sendable, Hashable {
    /// The widgets the host holds the lease of now.
    public var held: Set<String>
    /// How many widgets a host should hold: the placed widgets divided among the live hosts,
    /// rounded up. A host holding more gives the excess back.
    public var share: Int
    /// Hosts whose heartbeat has not expired, this one included.
    public var liveHosts: Int

    public init(held: Set<String>, share: Int, liveHosts: Int) {
        self.held = held
        self.share = share
        self.liveHosts = liveHosts
    }
}

/// A notification from a host, or news of the listening connection.
public enum SharedStoreNotification: Sendable, Hashable {
    /// Listening from now on. After the first, the connection was lost and is back: anything
    /// sent meanwhile was missed.
    case listening
    case payload(String)
}
