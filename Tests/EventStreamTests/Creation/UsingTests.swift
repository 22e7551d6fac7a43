import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct UsingTests {
    /// Records when it was made and when it was disposed, as RxSwift's `MockDisposable`.
    private final class Resource: Disposable {
        private let scheduler: TestScheduler
        private(set) var ticks: [Int] = []

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
            ticks.append(scheduler.clock)
        }

        func dispose() { ticks.append(scheduler.clock) }
    }

    // RxSwift: testUsing_Complete, testUsing_Error and testUsing_Dispose.
    @Test func holdsTheResourceWhileSubscribed() {
        let ends: [Recorded<Event<Int>>] = [.completed(200), .error(200, TestError()), .next(1000, 0)]
        for end in ends {
            let scheduler = TestScheduler(initialClock: 0)
            var made = 0
            var created = 0
            var resource: Resource?
            var handed: Resource?
            var xs: TestableObservable<Int>?
            let res = scheduler.start {
                Observable.using({ () -> Resource in
                    made += 1
                    resource = Resource(scheduler: scheduler)
                    return resource!
                }, observableFactory: { given in
                    handed = given
                    created += 1
                    xs = scheduler.createColdObservable([.next(100, scheduler.clock), end])
                    return xs!.asObservable()
                })
            }
            #expect(resource === handed)
            #expect((made, created) == (1, 1))
            switch end.value {
            case .completed:
                #expect(res.events == [.next(300, 200), .completed(400)])
                #expect(xs?.subscriptions == [Subscription(200, 400)])
                #expect(resource?.ticks == [200, 400])
            case .error:
                #expect(res.events == [.next(300, 200), .error(400, TestError())])
                #expect(xs?.subscriptions == [Subscription(200, 400)])
                #expect(resource?.ticks == [200, 400])
            case .next:
                #expect(res.events == [.next(300, 200)])
                #expect(xs?.subscriptions == [Subscription(200, 1000)])
                #expect(resource?.ticks == [200, 1000])
            }
        }
    }

    // RxSwift: testUsing_ThrowResourceSelector.
    @Test func aResourceFactoryThatThrowsFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var created = 0
        let res = scheduler.start {
            Observable<Int>.using({ () -> Resource in throw TestError() }, observableFactory: { _ in
                created += 1
                return .never()
            })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(created == 0)
    }

    // RxSwift: testUsing_ThrowResourceUsage.
    @Test func anObservableFactoryThatThrowsFailsAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: Resource?
        let res = scheduler.start {
            Observable<Int>.using({ () -> Resource in
                resource = Resource(scheduler: scheduler)
                return resource!
            }, observableFactory: { _ in throw TestError() })
        }
        #expect(res.events == [.error(200, TestError())])
        #expect(resource?.ticks == [200, 200])
    }

    @Test func theSourceIsLetGoOfBeforeTheResource() {
        var log: [String] = []
        let subscription = Observable.using({ AnonymousDisposable { log.append("resource") } }, observableFactory: { _ in
            Observable<Int>.create { _ in Disposables.create { log.append("source") } }
        }).subscribe()
        subscription.dispose()
        #expect(log == ["source", "resource"])
    }

    // RxSwift: testUsingReleasesResourcesOnComplete and OnError.
    @Test func releasesItsSinks() {
        expectNoLeaks {
            _ = Observable.using({ CompositeDisposable() }, observableFactory: { _ in Observable.just(1) }).subscribe()
            _ = Observable.using({ CompositeDisposable() }, observableFactory: { _ in Observable<Int>.error(TestError()) }).subscribe()
        }
    }
}
