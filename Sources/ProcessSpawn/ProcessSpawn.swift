#if canImport(Glibc)
import Glibc
#endif

/// One program started with `posix_spawn` (never a shell), its streams as asked, and a clean
/// signal state: nothing blocked, every signal at its default. Threads of ours (and the test
/// runner's) block signals and a child inherits the mask, so a terminal or a tmux server started
/// without this never sees SIGCHLD or SIGWINCH and hangs. Every process the program or its tests
/// start goes through here.
///
/// ```swift
/// var spawn = ProcessSpawn(["tmux", "display", "-p", "#{client_termname}"])
/// spawn.standardOutput = .descriptor(pipe[1])
/// let pid = try spawn.run().get()
/// ```
public struct ProcessSpawn {
    /// The program and its arguments; `arguments[0]` is looked up on this process's `PATH`
    /// unless ``executable`` is set.
    public var arguments: [String]
    /// The child's whole environment; nil passes this process's own.
    public var environment: [String: String]?
    /// The file to run, resolved by the caller (when the child's `PATH` differs from ours).
    public var executable: String?
    /// Standard input: `/dev/null` unless set.
    public var standardInput: SpawnStream = .null
    /// Standard output: `/dev/null` unless set.
    public var standardOutput: SpawnStream = .null
    /// Standard error: `/dev/null` unless set.
    public var standardError: SpawnStream = .null
    /// Whether the child leads a process group of its own, so a timeout can kill all it started.
    public var newProcessGroup = false
    /// Whether the child's descriptors from 3 up are closed (our sockets, files and terminal are
    /// not its business), where the C library can (glibc 2.34 and later).
    public var closesOtherDescriptors = false

    /// A spawn of `arguments` with every stream on `/dev/null`.
    public init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// Starts the program: its pid, or the errno `posix_spawn` gave.
    public func run() -> Result<pid_t, SpawnError> {
        guard !arguments.isEmpty else { return .failure(SpawnError(code: EINVAL)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        Self.add(standardInput, as: 0, to: &actions)
        Self.add(standardOutput, as: 1, to: &actions)
        Self.add(standardError, as: 2, to: &actions)
        if closesOtherDescriptors { _ = Self.addCloseFrom?(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let ownEnvironment = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { ownEnvironment?.forEach { free($0) } }
        var pid: pid_t = 0
        func start(_ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
            if let executable { return posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
            return posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        }
        let status = ownEnvironment.map { start($0) } ?? start(environ)
        return status == 0 ? .success(pid) : .failure(SpawnError(code: status))
    }

    private static func add(_ stream: SpawnStream, as descriptor: Int32, to actions: inout posix_spawn_file_actions_t) {
        switch stream {
        case .null:
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        case .descriptor(let own):
            posix_spawn_file_actions_adddup2(&actions, own, descriptor)
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .standardOutput:
            posix_spawn_file_actions_adddup2(&actions, 1, descriptor)
        }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time
    /// because Swift's Glibc module leaves out what needs `_GNU_SOURCE`; `nil` on an older libc.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()
}
