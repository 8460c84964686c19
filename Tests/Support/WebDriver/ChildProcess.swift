#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process in a process group of its own, started with a clean signal state.
///
/// Foundation's `Process` passes on the spawning thread's signal mask, and the threads Swift
/// concurrency runs on block most signals: a chromedriver started that way ignores SIGTERM.
/// Spawning here unblocks every signal in the child, and the group lets teardown end the browser
/// processes chromedriver starts along with it.
struct ChildProcess: Sendable {
    /// The child's process id, also its process group's id.
    let pid: pid_t

    struct SpawnError: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `executable` with `arguments`; its standard output and error go to `outputPath`,
    /// its standard input is `/dev/null`.
    static func spawn(_ executable: String, arguments: [String], outputPath: String) throws -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGCHLD] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return ChildProcess(pid: pid)
    }

    /// The child's exit status if it has ended (and reaps it), nil while it runs.
    func exitStatus() -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return status }
        if result == -1 && errno == ECHILD { return -1 }  // Already reaped.
        return nil
    }

    /// Sends `signal` to every process of the child's group.
    func signalGroup(_ signal: Int32) {
        kill(-pid, signal)
    }
}
