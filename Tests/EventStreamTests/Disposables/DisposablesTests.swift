import Testing
@testable import EventStream

@Suite struct DisposablesTests {
    @Test func anonymousDisposableRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(count == 1)
        #expect(disposable.isDisposed)
    }

    @Test func binaryDisposesBoth() {
        var count = 0
        let disposable = Disposables.create(Disposables.create { count += 1 }, Disposables.create { count += 10 })
        disposable.dispose()
        disposable.dispose()
        #expect(count == 11)
    }

    @Test func compositeInsertRemoveAndDisposeLate() {
        var log: [Int] = []
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append(1) })
        composite.insert(Disposables.create { log.append(2) })
        #expect(composite.count == 2)
        composite.remove(for: key!)
        #expect(log == [1])
        composite.dispose()
        #expect(log == [1, 2])
        #expect(composite.insert(Disposables.create { log.append(3) }) == nil)
        #expect(log == [1, 2, 3])
        #expect(composite.isDisposed)
    }

    @Test func serialDisposesPreviousAndLaterValues() {
        var log: [Int] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append(1) }
        serial.disposable = Disposables.create { log.append(2) }
        #expect(log == [1])
        serial.dispose()
        #expect(log == [1, 2])
        serial.disposable = Disposables.create { log.append(3) }
        #expect(log == [1, 2, 3])
    }

    @Test func singleAssignmentDisposesOnArrivalWhenDisposedFirst() {
        var count = 0
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { count += 1 })
        #expect(count == 1)
        #expect(single.isDisposed)
    }

    @Test func booleanDisposableRecords() {
        let boolean = BooleanDisposable()
        #expect(!boolean.isDisposed)
        boolean.dispose()
        #expect(boolean.isDisposed)
    }
}
