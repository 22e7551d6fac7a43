/// A subscriber's place in a subject's list, and the subscription the subject returns: disposing
/// it removes the subscriber from its owner (idempotent, since removal happens under the owner's
/// lock).
///
/// Not generic, unlike the ``ObserverBox`` that delivers to the subscriber: a subject hands it
/// out, and takes it back, as a `Disposable`, and an existential of a generic class needs that
/// class's metadata looked up at run time, about 325 instructions per subscribe and again per
/// dispose.
class ObserverRegistration: Disposable, @unchecked Sendable {
    let key: Int
    private let owner: RemovalHandle
    private let tracker: ResourceTracker?

    init(key: Int, owner: RemovalHandle) {
        self.key = key
        self.owner = owner
        tracker = Resources.created()
    }

    deinit { Resources.released(tracker) }

    final func dispose() { owner.remove(key: key) }
}
