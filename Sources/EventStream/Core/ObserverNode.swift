/// An observer that is a class with overridable methods: the downstream of the module's own
/// sinks on the paths where subscribing is frequent (``NodeSink``), the closure subscribers
/// (``SubscriberNode``), and the entries of a subject's observer list (``ObserverRegistration``,
/// its base).
///
/// A chain of nodes is built without asking the runtime for generic metadata: a sink generic
/// over its downstream observer's *type* (``Sink``) has a new class per chain shape, looked up
/// at run time on every subscribe (about 330 instructions per operator); a node sink is generic
/// over element types only, and its class comes from a metatype that the inlined operator
/// captured at the call site. Delivery is one virtual call, as through a witness table.
///
/// A subject registers a node itself rather than a box around it, and hands back the node as
/// the subscription (see ``Observable/subscribeNode(_:)``): the node then leaves the subject
/// with ``ObserverRegistration/leaveOwner()`` when it is disposed.
@usableFromInline
class ObserverNode<Element>: ObserverRegistration, ObserverType {
    @usableFromInline
    override init() {}

    /// Receives one event; subclasses override.
    @usableFromInline
    func on(_ event: Event<Element>) { preconditionFailure("ObserverNode.on is abstract") }

    /// Receives an element without an `Event` around it.
    @usableFromInline
    func onNext(_ element: Element) { on(.next(element)) }

    /// Receives the completion without an `Event`.
    @usableFromInline
    func onCompleted() { on(.completed) }
}
