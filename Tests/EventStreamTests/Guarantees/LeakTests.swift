import Dispatch
import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct LeakTests {
    final class Owner {
        let bag = DisposeBag()
        var values: [Int] = []
    }

    @Test func disposedSubscriptionFreesObserverAndChain() {
        final class Token {}
        weak var weakToken: Token?
        let subject = PublishSubject<Int>()
        expectNoLeaks {
            let token = Token()
            weakToken = token
            let subscription = subject.map { $0 + 1 }.filter { _ in true }.distinctUntilChanged()
                .flatMapLatest { Observable.just($0) }
                .subscribe(onNext: { _ in _ = token })
            subject.onNext(1)
            subscription.dispose()
        }
        #expect(weakToken == nil)
        #expect(!subject.hasObservers)
    }

    @Test func bagDeallocationFreesOwnerThatIsCapturedWeakly() {
        let relay = BehaviorRelay(value: 0)
        weak var weakOwner: Owner?
        expectNoLeaks {
            let owner = Owner()
            weakOwner = owner
            relay.map { $0 * 2 }.subscribe(with: owner, onNext: { $0.values.append($1) }).disposed(by: owner.bag)
            relay.accept(1)
            #expect(owner.values == [0, 2])
        }
        #expect(weakOwner == nil)
    }

    @Test func completedChainsFreeThemselves() {
        expectNoLeaks {
            _ = Observable.of(1, 2, 3).map { $0 }.scan(0, accumulator: +).subscribe()
            _ = Observable.merge(.just(1), .just(2)).take(1).subscribe()
            _ = Single.just(1).map { $0 }.subscribe()
        }
    }

    @Test(arguments: 0..<16)
    func everyOperatorFreesItsSinksInVirtualTime(operatorIndex: Int) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3), .completed(600)])
            let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])
            let make: [() -> Observable<Int>] = [
                { xs.map { $0 } }, { xs.flatMapLatest { _ in ys } }, { xs.flatMap { _ in ys } },
                { xs.debounce(.milliseconds(50), scheduler: scheduler) }, { xs.throttle(.milliseconds(50), scheduler: scheduler) },
                { xs.delay(.milliseconds(50), scheduler: scheduler) }, { xs.observe(on: scheduler) },
                { xs.subscribe(on: scheduler) }, { xs.share(replay: 1) }, { Observable.combineLatest(xs, ys) { $0 + $1 } },
                { Observable.zip(xs, ys) { $0 + $1 } }, { xs.withLatestFrom(ys) }, { xs.take(until: ys) },
                { xs.timeout(.milliseconds(500), scheduler: scheduler) }, { xs.retry(2) },
                { Observable<Int>.interval(.milliseconds(100), scheduler: scheduler).take(until: xs.filter { $0 == 3 }) },
            ]
            let res = scheduler.start(disposed: 500) { make[operatorIndex]() }
            #expect(!res.events.isEmpty)
        }
    }

    @Test func binderAndDisposeBagDeinit() {
        final class View {
            var onDeinit: (() -> Void)?
            deinit { onDeinit?() }
        }
        var deinits = 0
        weak var weakBag: DisposeBag?
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = PublishRelay<Int>()
            var bag: DisposeBag? = DisposeBag()
            weakBag = bag
            var view: View? = View()
            view!.onDeinit = { deinits += 1 }
            relay.bind(to: Binder(view!, scheduler: scheduler) { _, _ in }).disposed(by: bag!)
            view = nil
            #expect(deinits == 1)
            relay.accept(1)
            scheduler.start()
            bag = nil
            #expect(weakBag == nil)
        }
    }
}
