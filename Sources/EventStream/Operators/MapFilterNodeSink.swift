/// A `map` and the `filter` right after it in one sink (``Observable/subscribeNode(filteredBy:downstream:)``):
/// one object and one call fewer per element than a sink each. As the two sinks would: the
/// predicate sees the mapped element, and an error thrown by either closure ends the sequence.
@usableFromInline
final class MapFilterNodeSink<Source, Result>: NodeSink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result
    private let predicate: (Result) throws -> Bool

    required init(
        transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool,
        downstream: ObserverNode<Result>
    ) {
        self.transform = transform
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        let result: Result
        let passes: Bool
        do {
            result = try transform(element)
            passes = try predicate(result)
        } catch {
            forwardError(error)
            return
        }
        if passes { downstream.onNext(result) }
    }
}
