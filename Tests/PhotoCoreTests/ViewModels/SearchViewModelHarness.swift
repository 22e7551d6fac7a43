import EventStream
import EventStreamTesting
import Foundation
@testable import PhotoCore
@testable import PhotoModel

/// A search view model on a test scheduler with a scripted service, and observers recording
/// every output from time 0.
final class SearchViewModelHarness {
    let scheduler: TestScheduler
    let service: ScriptedPhotoService
    let viewModel: SearchViewModel
    let rows: TestableObserver<RowsUpdate>
    let totalCount: TestableObserver<Int?>
    let loading: TestableObserver<LoadingState>
    let errorMessage: TestableObserver<String?>
    let rateLimit: TestableObserver<RateLimit?>
    private let bag = DisposeBag()

    /// `script` sets up the service's answers before the view model starts the home feed.
    init(perPage: Int = 3, topicSections: Int = 2, screen: BrowseScreen? = nil, script: (ScriptedPhotoService) -> Void = { _ in }) {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedPhotoService(scheduler: scheduler)
        script(service)
        self.scheduler = scheduler
        self.service = service
        viewModel = SharingScheduler.mock(scheduler: scheduler) {
            SearchViewModel(service: service, scheduler: scheduler, perPage: perPage, topicSections: topicSections, screen: screen)
        }
        rows = scheduler.createObserver(RowsUpdate.self)
        totalCount = scheduler.createObserver(Int?.self)
        loading = scheduler.createObserver(LoadingState.self)
        errorMessage = scheduler.createObserver(String?.self)
        rateLimit = scheduler.createObserver(RateLimit?.self)
        viewModel.rows.drive(rows).disposed(by: bag)
        viewModel.totalCount.drive(totalCount).disposed(by: bag)
        viewModel.loading.drive(loading).disposed(by: bag)
        viewModel.errorMessage.drive(errorMessage).disposed(by: bag)
        viewModel.rateLimit.drive(rateLimit).disposed(by: bag)
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
