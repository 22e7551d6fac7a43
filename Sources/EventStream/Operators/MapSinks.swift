/// The classes of a `map`'s node sinks, named where `map` was called (where the element types
/// are concrete, so no subscribe asks the runtime for their metadata): one for the `map` alone,
/// and one each for a `map` that runs the `filter`, the `distinctUntilChanged()` or the closure
/// subscriber right after it.
@usableFromInline
struct MapSinks<Source, Result> {
    let node: MapNodeSink<Source, Result>.Type
    let filtering: MapFilterNodeSink<Source, Result>.Type
    let distinct: MapDistinctNodeSink<Source, Result>.Type
    let subscriber: MapClosureSubscriber<Source, Result>.Type

    @usableFromInline
    init(
        node: MapNodeSink<Source, Result>.Type, filtering: MapFilterNodeSink<Source, Result>.Type,
        distinct: MapDistinctNodeSink<Source, Result>.Type, subscriber: MapClosureSubscriber<Source, Result>.Type
    ) {
        self.node = node
        self.filtering = filtering
        self.distinct = distinct
        self.subscriber = subscriber
    }
}
