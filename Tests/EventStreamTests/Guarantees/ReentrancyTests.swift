import Testing
@testable import EventStream
import EventStreamTesting

/// An observer that feeds an element back into the source delivers it nested, inside the
/// delivery that caused it, whatever the operators in between, as RxSwift's recursive locks do
/// (found by playing the same scenarios against RxSwift).
@Suite struct ReentrancyTests {
    private static let operators: [String: (Observable<Int>) -> Observable<Int>] = [
        "map": { $0.map { $0 } },
        "flatMap": { $0.flatMap { Observable.just($0) } },
        "flatMapLatest": { $0.flatMapLatest { Observable.just($0) } },
        "startWith": { $0.startWith(-1).filter { $0 > 0 } },
        "retry": { $0.retry(2) },
        "combineLatest": { Observable.combineLatest($0, Observable.just(0)) { $0 + $1 } },
        "zip": { Observable.zip($0, Observable.from([0, 0, 0, 0])) { $0 + $1 } },
        "merge": { Observable.merge($0, Observable.empty()) },
        "takeUntil": { $0.take(until: Observable<Int>.never()) },
        "create": { source in Observable.create { source.subscribe($0) } },
    ]

    @Test(arguments: operators.keys.sorted())
    func aFedBackElementIsDeliveredNested(name: String) {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Self.operators[name]!(subject.asObservable()).subscribe(onNext: { value in
            log.append("<\(value)")
            if value < 3 { subject.onNext(value + 1) }
            if value == 2 { subject.onCompleted() }
            log.append("\(value)>")
        }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subscription.dispose()
        // flatMap's completion waits for the inner sequence that is delivering, as RxSwift's.
        let end = name == "flatMap" ? ["2>", "1>", "completed"] : ["completed", "2>", "1>"]
        #expect(log == ["<1", "<2", "<3", "3>"] + end)
    }

    /// flatMapLatest, combineLatest and zip let go of a source that completes before passing the
    /// completion on (RxSwift's `SwitchSink` and `CombineLatestObserver`/`ZipObserver` do);
    /// other operators pass it on first, and the source is let go of after the subscriber's
    /// handlers have run.
    @Test(arguments: ["flatMapLatest", "combineLatest", "zip", "map", "flatMap"])
    func whenASourceThatEndsIsLetGoOf(name: String) {
        var log: [String] = []
        var observer: AnyObserver<Int>?
        let source = Observable<Int>.create { o in
            observer = o
            return Disposables.create { log.append("source disposed") }
        }
        _ = Self.operators[name]!(source).subscribe(onCompleted: { log.append("completed") })
        observer?.onNext(1)
        observer?.onCompleted()
        let releasedFirst = ["flatMapLatest", "combineLatest", "zip"].contains(name)
        #expect(log == (releasedFirst ? ["source disposed", "completed"] : ["completed", "source disposed"]))
    }
}
