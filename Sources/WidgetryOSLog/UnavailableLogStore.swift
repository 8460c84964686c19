/// Apple's log store is not provided: there is no system log to read back on a host.
@available(*, unavailable, message: "OSLogStore reads the system's unified log, which a Linux host does not keep: keep the entries you need yourself")
public final class OSLogStore { public init() {} }
