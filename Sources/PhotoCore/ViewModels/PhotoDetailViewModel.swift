import EventStream
import PhotoModel

/// The detail pane: the selected photo at once from the list's data, then its full record
/// (`/photos/:id`: EXIF, location, tags, views, downloads) once the selection has rested for
/// `restDelay` or the detail is opened (`open`), so moving through the list costs no requests.
/// While `fetchesOnRest` is off (the hourly quota runs low, or a new search is replacing the
/// list), only opening the detail fetches. Moving the
/// selection cancels the wait or the request for the photo left behind; full records already
/// fetched are kept (a few hundred) and shown again without a request.
///
/// ```swift
/// detail.photo.accept(state.list.selectedPhoto)   // the app's state owner, on each move
/// detail.detail.subscribe(onNext: { store.send(.detail($0)) }).disposed(by: bag)
/// ```
public final class PhotoDetailViewModel {
    /// How long the selection must rest before the side pane fetches the full record.
    public static let defaultRestDelay: RxTimeInterval = .milliseconds(400)

    /// Input: the selected photo, as the list knows it.
    public let photo: BehaviorRelay<Photo?>
    /// Input: `r`, to ask again for a full record that failed.
    public let retry: PublishRelay<Void>
    /// Input: the full-screen detail opened: fetch the full record now, rested or not.
    public let open: PublishRelay<Void>
    /// Input: whether a rested selection fetches its full record. Off, nothing is fetched until
    /// the detail opens; turned on again, the selection must rest once more.
    public let fetchesOnRest: BehaviorRelay<Bool>
    /// The photo to show: from the list at once, then complete. Each output gives its current
    /// value to a new subscriber, then its changes, all on `scheduler`.
    public let detail: Observable<PhotoDetail?>
    /// Whether the full record is being fetched.
    public let isLoadingDetail: Observable<Bool>
    /// Why the full record is missing, in one line with a retry hint; `nil` when all is well.
    public let errorMessage: Observable<String?>

    private let bag = DisposeBag()

    /// What happened to the photo on show.
    private enum Event {
        case selected(Photo?)
        case fetching
        case loaded(Photo)
        case failed(Error)
        case retrying
    }

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - service: where full records come from.
    ///   - scheduler: the main loop, where responses are delivered and the rest is timed.
    ///   - restDelay: how long the selection rests before the full record is fetched; zero
    ///     fetches at once.
    public init(service: PhotoService, scheduler: Scheduler = MainScheduler.instance,
                restDelay: RxTimeInterval = PhotoDetailViewModel.defaultRestDelay) {
        let photo = BehaviorRelay<Photo?>(value: nil)
        let retry = PublishRelay<Void>()
        let open = PublishRelay<Void>()
        let fetchesOnRest = BehaviorRelay(value: true)
        self.photo = photo
        self.retry = retry
        self.open = open
        self.fetchesOnRest = fetchesOnRest
        let detailState = BehaviorRelay<PhotoDetail?>(value: nil)
        let loadingState = BehaviorRelay(value: false)
        let errorState = BehaviorRelay<String?>(value: nil)
        let fullRecords = FullRecordMemo()

        func fullRecord(_ id: String) -> Observable<Event> {
            service.photo(id: id).asObservable()
                .observe(on: scheduler)
                .do(onNext: { fullRecords.store($0) })
                .map { Event.loaded($0) }
                .catch { error in
                    retry.take(1)
                        .flatMapLatest { fullRecord(id).startWith(.retrying) }
                        .startWith(.failed(error))
                }
        }

        /// Fires once when the full record of the photo just selected should be fetched.
        let zero: Bool
        switch restDelay {
        case .seconds(let n), .milliseconds(let n), .microseconds(let n), .nanoseconds(let n): zero = n <= 0
        default: zero = false
        }
        func goAhead() -> Observable<Void> {
            let rested = fetchesOnRest.asObservable().distinctUntilChanged().flatMapLatest { fetches -> Observable<Void> in
                guard fetches else { return .never() }
                return zero ? .just(()) : Observable<Int>.timer(restDelay, scheduler: scheduler).map { _ in () }
            }
            return Observable.merge(rested, open.asObservable()).take(1)
        }

        photo.asObservable()
            .distinctUntilChanged { $0?.id == $1?.id }
            .flatMapLatest { selected -> Observable<Event> in
                guard let selected else { return .just(.selected(nil)) }
                if let known = fullRecords.photo(id: selected.id) {
                    return .from([.selected(selected), .loaded(known)])
                }
                return goAhead()
                    .flatMapLatest { fullRecord(selected.id).startWith(.fetching) }
                    .startWith(.selected(selected))
            }
            .subscribe(onNext: { event in
                switch event {
                case .selected(let selected):
                    detailState.accept(selected.map { PhotoDetail(photo: $0, isComplete: false) })
                    loadingState.accept(false)
                    errorState.accept(nil)
                case .fetching, .retrying:
                    loadingState.accept(true)
                    errorState.accept(nil)
                case .loaded(let full):
                    detailState.accept(PhotoDetail(photo: full, isComplete: true))
                    loadingState.accept(false)
                    errorState.accept(nil)
                case .failed(let error):
                    loadingState.accept(false)
                    errorState.accept(ErrorMessage.line(for: error))
                }
            })
            .disposed(by: bag)

        detail = detailState.asObservable().observe(on: scheduler)
        isLoadingDetail = loadingState.asObservable().distinctUntilChanged().observe(on: scheduler)
        errorMessage = errorState.asObservable().distinctUntilChanged().observe(on: scheduler)
    }
}
