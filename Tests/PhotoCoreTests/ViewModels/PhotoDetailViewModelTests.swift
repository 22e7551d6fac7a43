import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// `PhotoDetailViewModel`: the list's photo at once, then the full record, cancelled when the
/// selection moves on.
@Suite struct PhotoDetailViewModelTests {
    typealias F = ViewModelFixtures

    static func full(_ photo: Photo) -> Photo {
        var full = photo
        full.exif = Exif(make: "Canon", model: "EOS R5")
        full.views = 1234
        full.tags = [Tag(title: "sea")]
        return full
    }

    final class Harness {
        let scheduler = TestScheduler(initialClock: 0)
        let service: ScriptedPhotoService
        let viewModel: PhotoDetailViewModel
        let detail: TestableObserver<PhotoDetail?>
        let loading: TestableObserver<Bool>
        let errorMessage: TestableObserver<String?>
        private let bag = DisposeBag()

        /// - Parameter restDelay: zero (the default here) fetches at once, as before the rest delay.
        init(restDelay: RxTimeInterval = .milliseconds(0), script: (ScriptedPhotoService) -> Void) {
            let service = ScriptedPhotoService(scheduler: scheduler)
            script(service)
            self.service = service
            let scheduler = self.scheduler
            viewModel = PhotoDetailViewModel(service: service, scheduler: scheduler, restDelay: restDelay)
            detail = scheduler.createObserver(PhotoDetail?.self)
            loading = scheduler.createObserver(Bool.self)
            errorMessage = scheduler.createObserver(String?.self)
            viewModel.detail.subscribe(detail).disposed(by: bag)
            viewModel.isLoadingDetail.subscribe(loading).disposed(by: bag)
            viewModel.errorMessage.subscribe(errorMessage).disposed(by: bag)
        }

        func select(_ photo: Photo?, at time: Int) {
            scheduler.scheduleAt(time) { [viewModel] in viewModel.photo.accept(photo) }
        }
    }

    @Test func showsTheListPhotoAtOnceThenTheFullRecord() {
        let photo = F.photo("a")
        let h = Harness { $0.photoScript = { _ in .success(Self.full(photo), after: 100) } }
        h.select(photo, at: 200)
        h.scheduler.advanceTo(1000)
        #expect(h.detail.events == [
            .next(1, nil),
            .next(201, PhotoDetail(photo: photo, isComplete: false)),
            .next(302, PhotoDetail(photo: Self.full(photo), isComplete: true)),
        ])
        #expect(h.loading.events == [.next(1, false), .next(201, true), .next(302, false)])
        #expect(h.service.subscriptions(of: .photo("a")) == [Subscription(200, 300)])
    }

    @Test func movingTheSelectionCancelsTheRequestLeftBehind() {
        let a = F.photo("a"), b = F.photo("b")
        let h = Harness { $0.photoScript = { id in .success(Self.full(F.photo(id)), after: id == "a" ? 300 : 100) } }
        h.select(a, at: 200)
        h.select(b, at: 300)
        h.scheduler.advanceTo(1000)
        #expect(h.service.subscriptions(of: .photo("a")) == [Subscription(200, 300)])
        #expect(h.detail.elements == [
            nil, PhotoDetail(photo: a, isComplete: false), PhotoDetail(photo: b, isComplete: false),
            PhotoDetail(photo: Self.full(b), isComplete: true),
        ])
    }

    @Test func theSamePhotoAgainDoesNotRefetch() {
        let a = F.photo("a")
        let h = Harness { $0.photoScript = { _ in .success(Self.full(a)) } }
        h.select(a, at: 200)
        h.select(a, at: 250)
        h.select(a, at: 400)
        h.scheduler.advanceTo(1000)
        #expect(h.service.requests == [.photo("a")])
        #expect(h.detail.elements.count == 3)
    }

    @Test func noSelectionShowsNothingAndCancels() {
        let a = F.photo("a")
        let h = Harness { $0.photoScript = { _ in .success(Self.full(a), after: 500) } }
        h.select(a, at: 200)
        h.select(nil, at: 300)
        h.scheduler.advanceTo(1000)
        #expect(h.service.subscriptions(of: .photo("a")) == [Subscription(200, 300)])
        #expect(h.detail.elements.last == .some(nil))
        #expect(h.loading.elements.last == false)
    }

    @Test func aFailureKeepsTheListPhotoAndRetryAsksAgain() {
        var attempts = 0
        let a = F.photo("a")
        let h = Harness {
            $0.photoScript = { _ in
                attempts += 1
                return attempts == 1 ? .failure(.timedOut) : .success(Self.full(a))
            }
        }
        h.select(a, at: 200)
        h.scheduler.scheduleAt(500) { h.viewModel.retry.accept(()) }
        h.scheduler.scheduleAt(700) { h.viewModel.retry.accept(()) }   // nothing failed: no request
        h.scheduler.advanceTo(1000)
        #expect(h.errorMessage.events == [.next(1, nil), .next(302, "The server took too long to answer — press r to retry"), .next(501, nil)])
        #expect(h.detail.elements == [nil, PhotoDetail(photo: a, isComplete: false), PhotoDetail(photo: Self.full(a), isComplete: true)])
        #expect(h.service.subscriptions(of: .photo("a")).map(\.subscribe) == [200, 500])
    }

    @Test func theFullRecordWaitsForTheSelectionToRest() {
        let a = F.photo("a"), b = F.photo("b"), c = F.photo("c")
        let h = Harness(restDelay: .milliseconds(400)) { $0.photoScript = { id in .success(Self.full(F.photo(id)), after: 50) } }
        h.select(a, at: 100)
        h.select(b, at: 300)   // a rested 200 ms only
        h.select(c, at: 600)   // b rested 300 ms only
        h.scheduler.advanceTo(2000)
        #expect(h.service.requests == [.photo("c")])
        #expect(h.service.subscriptions(of: .photo("c")).map(\.subscribe) == [1000])
        #expect(h.detail.elements.last == PhotoDetail(photo: Self.full(c), isComplete: true))
        // No spinner while merely resting.
        #expect(h.loading.events == [.next(1, false), .next(1001, true), .next(1052, false)])
    }

    @Test func openingFetchesAtOnceAndAKnownRecordIsNotFetchedAgain() {
        let a = F.photo("a"), b = F.photo("b")
        let h = Harness(restDelay: .milliseconds(400)) { $0.photoScript = { id in .success(Self.full(F.photo(id)), after: 50) } }
        h.select(a, at: 100)
        h.scheduler.scheduleAt(150) { h.viewModel.open.accept(()) }
        h.select(b, at: 300)
        h.select(a, at: 900)   // b had rested and was fetched; a is known
        h.scheduler.advanceTo(2000)
        #expect(h.service.requests == [.photo("a"), .photo("b")])
        #expect(h.service.subscriptions(of: .photo("a")).map(\.subscribe) == [150])
        #expect(h.detail.elements.last == PhotoDetail(photo: Self.full(a), isComplete: true))
    }

    @Test func withoutFetchesOnRestOnlyOpeningFetches() {
        let a = F.photo("a")
        let h = Harness(restDelay: .milliseconds(400)) { $0.photoScript = { id in .success(Self.full(F.photo(id)), after: 50) } }
        h.scheduler.scheduleAt(50) { h.viewModel.fetchesOnRest.accept(false) }
        h.select(a, at: 100)
        h.scheduler.scheduleAt(1000) { h.viewModel.fetchesOnRest.accept(true) }   // rests again from here
        h.scheduler.advanceTo(1300)
        #expect(h.service.requests.isEmpty)
        h.scheduler.advanceTo(2000)
        #expect(h.service.subscriptions(of: .photo("a")).map(\.subscribe) == [1400])
    }
}
