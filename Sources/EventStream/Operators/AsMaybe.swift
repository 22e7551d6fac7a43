extension ObservableType {
    /// This sequence as a `Maybe`: fails with `moreThanOneElement` on a second element.
    public func asMaybe() -> Maybe<Element> {
        let source = asObservable()
        return Maybe(raw: Observable.create { observer in
            var element: Element?
            let subscription = SerialDisposable()
            subscription.disposable = source.subscribe(
                onNext: { value in
                    if element != nil {
                        observer.onError(RxError.moreThanOneElement)
                        subscription.dispose()
                    } else {
                        element = value
                    }
                },
                onError: observer.onError,
                onCompleted: {
                    if let element { observer.onNext(element) }
                    observer.onCompleted()
                })
            return subscription
        })
    }
}
