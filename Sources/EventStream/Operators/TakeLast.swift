extension ObservableType {
    /// Only the last element, sent when the source completes.
    func takeLast() -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            var last: Element?
            return source.subscribe(onNext: { last = $0 }, onError: observer.onError, onCompleted: {
                if let last { observer.onNext(last) }
                observer.onCompleted()
            })
        }
    }
}
