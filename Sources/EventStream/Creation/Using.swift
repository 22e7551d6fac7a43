extension ObservableType {
    /// A sequence that holds a resource for as long as it is subscribed: `resourceFactory`
    /// makes the resource at each subscription, `observableFactory` the sequence that uses it,
    /// and the resource is disposed after that sequence (when it ends or is disposed). A thrown
    /// error is sent as `.error`.
    ///
    /// ```swift
    /// Observable.using({ TemporaryFile() }, observableFactory: { file in download(to: file.url) })
    /// ```
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

private final class UsingSink<Observer: ObserverType>: PassThroughSink<Observer> {
    /// Disposed after the source's subscription, as RxSwift's does.
    let resource = SingleAssignmentDisposable()

    override func disposeResources() { resource.dispose() }
}

private final class Using<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = UsingSink(observer: observer)
        let source: Observable<Element>
        do {
            let resource = try resourceFactory()
            sink.resource.setDisposable(resource)
            source = try observableFactory(resource)
        } catch {
            source = Observable.error(error)
        }
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
