/// A group of disposables disposed together; members can be added and removed by key.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// group.remove(for: key!)   // disposes `subscription`
/// ```
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a member for `remove(for:)`.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    private let lock = Lock()
    private var members: [Int: Disposable]? = [:]
    private var nextKey = 0

    /// An empty group.
    public init() {}

    /// A group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        members = [0: disposable1, 1: disposable2]
        nextKey = 2
    }

    /// A group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        members = [0: disposable1, 1: disposable2, 2: disposable3]
        nextKey = 3
    }

    /// A group of all of them.
    public init(disposables: [Disposable]) {
        var members: [Int: Disposable] = [:]
        for (index, disposable) in disposables.enumerated() { members[index] = disposable }
        self.members = members
        nextKey = disposables.count
    }

    /// Adds `disposable`; if the group is already disposed, disposes it at once and returns nil.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        lock.lock()
        guard members != nil else {
            lock.unlock()
            disposable.dispose()
            return nil
        }
        let key = nextKey
        nextKey += 1
        members![key] = disposable
        lock.unlock()
        return DisposeKey(value: key)
    }

    /// Removes the member for `key` and disposes it.
    public func remove(for key: DisposeKey) {
        lock.lock()
        let removed = members?.removeValue(forKey: key.value)
        lock.unlock()
        removed?.dispose()
    }

    /// The number of members.
    public var count: Int { lock.withLock { members?.count ?? 0 } }

    /// Whether the group has been disposed.
    public var isDisposed: Bool { lock.withLock { members == nil } }

    /// Disposes every member, and every member inserted later.
    public func dispose() {
        lock.lock()
        let members = self.members
        self.members = nil
        lock.unlock()
        members?.keys.sorted().forEach { members?[$0]?.dispose() }
    }
}
