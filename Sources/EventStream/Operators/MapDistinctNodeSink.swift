/// A `map` and the `distinctUntilChanged()` right after it in one sink
/// (``Observable/subscribeNode(distinctBy:downstream:)``): the stage, that operator's producer,
/// compares each mapped element with the last one let through.
@usableFromInline
final class MapDistinctNodeSink<Source, Result>: NodeSink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result
    private let stage: DistinctStage<Result>
    /// The last element let through, allocated on the first one (see ``DistinctStage``).
    @exclusivity(unchecked) private var last: UnsafeMutablePointer<Result>?

    required init(transform: @escaping (Source) throws -> Result, stage: DistinctStage<Result>, downstream: ObserverNode<Result>) {
        self.transform = transform
        self.stage = stage
        super.init(downstream: downstream)
    }

    deinit { stage.release(last) }

    override func onNext(_ element: Source) {
        if stopped { return }
        let result: Result
        do { result = try transform(element) } catch {
            forwardError(error)
            return
        }
        if stage.admits(result, after: &last) { downstream.onNext(result) }
    }
}
