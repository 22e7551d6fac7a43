import Testing
@testable import EventStream

@Suite struct DisposeBagTests {
    @Test func deinitDisposesEverything() {
        var count = 0
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { count += 1 }.disposed(by: bag!)
        bag!.insert(Disposables.create { count += 1 }, Disposables.create { count += 1 })
        #expect(count == 0)
        bag = nil
        #expect(count == 3)
    }

    @Test func bagIsFreedAndFreesTheChain() {
        final class Owner {
            let bag = DisposeBag()
            var received: [Int] = []
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak var weakOwner = owner
        weak var weakBag = owner!.bag
        subject.map { $0 * 2 }.subscribe(with: owner!, onNext: { $0.received.append($1) }).disposed(by: owner!.bag)
        subject.onNext(1)
        #expect(owner?.received == [2])
        owner = nil
        #expect(weakOwner == nil)
        #expect(weakBag == nil)
        #expect(!subject.hasObservers)
    }
}
