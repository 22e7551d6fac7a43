import EventStream
import EventStreamTesting
import Foundation
@testable import PhotoCore
@testable import PhotoModel

/// A search view model on a test scheduler with a scripted service, its events recorded whole
/// from time 0 (the harness subscribes at once, which starts the feed).
final class SearchViewModelHarness {
    let scheduler: TestScheduler
    let service: ScriptedPhotoService
    let viewModel: SearchViewModel
    /// Every event, in order, at the virtual time it came.
    let events: TestableObserver<FeedEvent>
    private let bag = DisposeBag()

    /// `script` sets up the service's answers before the view model starts the home feed.
    init(perPage: Int = 3, topicSections: Int = 2, screen: BrowseScreen? = nil, script: (ScriptedPhotoService) -> Void = { _ in }) {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedPhotoService(scheduler: scheduler)
        script(service)
        self.scheduler = scheduler
        self.service = service
        viewModel = SearchViewModel(service: service, scheduler: scheduler, perPage: perPage, topicSections: topicSections, screen: screen)
        events = scheduler.createObserver(FeedEvent.self)
        viewModel.events.subscribe(events).disposed(by: bag)
    }

    /// One kind of event, as its own timeline: `pick` gives the value of the events of that kind.
    func only<Value>(_ pick: @escaping (FeedEvent) -> Value?) -> Timeline<Value> {
        Timeline(events: events.events.compactMap { recorded in
            recorded.value.element.flatMap(pick).map { Recorded.next(recorded.time, $0) }
        })
    }

    /// The `.rows` events.
    var rows: Timeline<RowsUpdate> { only { if case .rows(let update) = $0 { update } else { nil } } }
    /// The `.total` events.
    var totalCount: Timeline<Int?> { only { if case .total(let total) = $0 { .some(total) } else { nil } } }
    /// The `.loading` events.
    var loading: Timeline<LoadingState> { only { if case .loading(let state) = $0 { state } else { nil } } }
    /// The `.error` events.
    var errorMessage: Timeline<String?> { only { if case .error(let message) = $0 { .some(message) } else { nil } } }
    /// The `.rateLimit` events.
    var rateLimit: Timeline<RateLimit> { only { if case .rateLimit(let limit) = $0 { limit } else { nil } } }

    /// The events from `time` on, whole.
    func events(from time: Int) -> [Recorded<Event<FeedEvent>>] {
        events.events.filter { $0.time >= time }
    }

    /// Types `text` into the search box at `time`.
    func type(_ text: String, at time: Int) {
        scheduler.scheduleAt(time) { [viewModel] in viewModel.query.accept(text) }
    }

    /// Presses Enter at `time`.
    func enter(at time: Int) {
        scheduler.scheduleAt(time) { [viewModel] in viewModel.searchNow.accept(()) }
    }

    /// Scrolls near the bottom at `time`.
    func nearBottom(at time: Int) {
        scheduler.scheduleAt(time) { [viewModel] in viewModel.nearBottom.accept(()) }
    }

    /// Presses `r` at `time`.
    func retry(at time: Int) {
        scheduler.scheduleAt(time) { [viewModel] in viewModel.retry.accept(()) }
    }

    /// Runs the scheduler to `time` (everything scripted by then has happened).
    func run(until time: Int = 10_000) {
        scheduler.advanceTo(time)
    }

    /// The search requests made (text and page), in order.
    var searches: [ScriptedPhotoService.Request] {
        service.requests.filter { if case .search = $0 { return true } else { return false } }
    }

    /// The latest rows, as ids.
    var shownIDs: [String] {
        ViewModelFixtures.ids(rows.elements.last?.rows ?? [])
    }

    /// Every id that was ever shown.
    var everShownIDs: Set<String> {
        Set(rows.elements.flatMap { ViewModelFixtures.ids($0.rows) })
    }
}
