import EventStream
import EventStreamTesting
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Control binders")
struct ControlRxTests {
    /// A control that counts its deinit, to prove binders and bindings do not keep it alive.
    final class CountingControl: Control {
        var value = 0
        let onDeinit: () -> Void
        init(scheduler: Scheduler, onDeinit: @escaping () -> Void) {
            self.onDeinit = onDeinit
            super.init(scheduler: scheduler)
        }
        deinit { onDeinit() }
    }

    @Test func binderAppliesOnTheSchedulerAndMarksDirty() {
        let scheduler = TestScheduler(initialClock: 0)
        var renders = 0
        let bar = SearchBar(scheduler: scheduler) { renders += 1 }
        let count = PublishSubject<Int?>()
        let bag = DisposeBag()
        count.bind(to: bar.rx.totalCount).disposed(by: bag)
        count.onNext(42)
        #expect(bar.totalCount == nil)
        scheduler.start()
        #expect(bar.totalCount == 42)
        #expect(renders == 1)
    }

    @Test func bindingDoesNotKeepTheControlAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        var deinits = 0
        var control: CountingControl? = CountingControl(scheduler: scheduler) { deinits += 1 }
        let values = PublishSubject<Int>()
        let subscription = values.bind(to: control!.rx.binder { control, value in control.value = value })
        control = nil
        #expect(deinits == 1)
        values.onNext(1)
        scheduler.start()
        subscription.dispose()

        weak var weakBar: SearchBar?
        do {
            let bar = SearchBar(scheduler: scheduler)
            weakBar = bar
            _ = values.map { $0 > 0 }.bind(to: bar.rx.isLoading)
        }
        #expect(weakBar == nil)
    }

    @Test func screenBindingsAreDisposedWithTheirBag() {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = BrowserScreen(scheduler: scheduler)
        let errors = PublishSubject<String?>()
        var bag: DisposeBag? = DisposeBag()
        errors.bind(to: screen.statusLine.rx.errorMessage).disposed(by: bag!)
        errors.onNext("boom")
        scheduler.start()
        #expect(screen.statusLine.errorMessage == "boom")
        bag = nil
        errors.onNext("after")
        scheduler.start()
        #expect(screen.statusLine.errorMessage == "boom")
    }

    @Test func searchBarTextAndSubmitStream() {
        let bar = SearchBar(scheduler: TestScheduler(initialClock: 0))
        var texts: [String] = []
        var submits = 0
        let bag = DisposeBag()
        bar.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        bar.rx.submit.subscribe(onNext: { submits += 1 }).disposed(by: bag)
        for character in "바다" { bar.handle(.character(character)) }
        bar.handle(.left)  // a cursor move is not an edit
        bar.handle(.enter)
        #expect(texts == ["", "바", "바다"])
        #expect(submits == 1)
    }

    @Test func listReportsSelectionAndNearEndOncePerRowCount() {
        let list = PhotoList(scheduler: TestScheduler(initialClock: 0))
        var selections: [Int?] = []
        var nearEnds = 0
        let bag = DisposeBag()
        list.rx.selection.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
        list.rx.nearEnd.subscribe(onNext: { nearEnds += 1 }).disposed(by: bag)
        list.setItems((0..<6).map { .photo(TestPhotos.photo("p\($0)")) }, reset: true)
        var buffer = CellBuffer(width: 40, height: 12)
        list.render(in: buffer.area, into: &buffer)
        list.render(in: buffer.area, into: &buffer)
        #expect(nearEnds == 1)
        list.handle(.down)
        list.setItems((0..<20).map { .photo(TestPhotos.photo("p\($0)")) }, reset: false)
        list.render(in: buffer.area, into: &buffer)
        #expect(selections == [nil, 0, 1])
        #expect(nearEnds == 1)  // 20 rows, 4 visible: not near the end yet
        list.handle(.character("G"))
        list.render(in: buffer.area, into: &buffer)
        #expect(nearEnds == 2)
        #expect(selections.last == 19)
    }
}

