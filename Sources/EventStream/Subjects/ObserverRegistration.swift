/// A subscriber's place in a subject's list, and the subscription the subject returns: disposing
/// it removes the subscriber from its owner (idempotent, since removal happens under the owner's
/// lock).
///
/// The base of every entry in an ``ObserverList``: the module's own nodes (``ObserverNode``) are
/// registered as they are, so subscribing a chain to a subject allocates no box for it; any
/// other observer is wrapped in a node first. Not generic: a subject hands it out, and takes it
/// back, as a `Disposable`, and an existential of a generic class needs that class's metadata
/// looked up at run time, about 325 instructions per subscribe and again per dispose.
@usableFromInline
class ObserverRegistration: Disposable, @unchecked Sendable {
    // Written by the owner's list, under the owner's lock, before the entry is published; read
    // by whoever disposes it, which the subscription's hand-over orders after that write.
    @exclusivity(unchecked) final var key = 0
    @exclusivity(unchecked) final var owner: RemovalHandle?

    @usableFromInline
    init() {}

    /// Removes this entry from its owner; entries that are sinks override it with their own
    /// disposal and call ``leaveOwner()`` from there.
    @usableFromInline
    func dispose() { leaveOwner() }

    /// Removes this entry from the owner it was registered with (none: nothing to do).
    final func leaveOwner() { owner?.remove(key: key) }
}
