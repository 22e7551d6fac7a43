import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct BinderTests {
    final class Label {
        var text = ""
    }

    @Test func appliesOnSchedulerWhileTargetAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        var label: Label? = Label()
        weak var weakLabel = label
        let binder = Binder(label!, scheduler: scheduler) { label, text in label.text = text }
        binder.onNext("hello")
        #expect(label?.text == "")
        scheduler.start()
        #expect(label?.text == "hello")
        label = nil
        #expect(weakLabel == nil)
        binder.onNext("gone")
        scheduler.start()
    }

    @Test func binderDoesNotKeepTargetAlive() {
        var deinits = 0
        final class Target {
            let onDeinit: () -> Void
            init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let scheduler = TestScheduler(initialClock: 0)
        var target: Target? = Target { deinits += 1 }
        let subject = PublishSubject<Int>()
        let subscription = subject.bind(to: Binder(target!, scheduler: scheduler) { _, _ in })
        target = nil
        #expect(deinits == 1)
        subject.onNext(1)
        scheduler.start()
        subscription.dispose()
    }
}
