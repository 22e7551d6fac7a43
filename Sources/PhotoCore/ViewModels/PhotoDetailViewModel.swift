import EventStream

/// The detail pane: the selected photo at once from the list's data, then its full record
/// (`/photos/:id`: EXIF, location, tags, views, downloads). Moving the selection cancels the
/// request for the photo left behind.
///
/// ```swift
/// detail.photo.accept(state.list.selectedPhoto)   // the app's state owner, on each move
/// detail.detail.drive(pane.rx.detail).disposed(by: bag)
/// ```
public final class PhotoDetailViewModel {
    /// Input: the selected photo, as the list knows it.
    public let photo: BehaviorRelay<Photo?>
    /// Input: `r`, to ask again for a full record that failed.
    public let retry: PublishRelay<Void>
    /// The photo to show: from the list at once, then complete.
    public let detail: Driver<PhotoDetail?>
    /// Whether the full record is being fetched.
    public let isLoadingDetail: Driver<Bool>
    /// Why the full record is missing, in one line with a retry hint; `nil` when all is well.
    public let errorMessage: Driver<String?>

    private let bag = DisposeBag()

    /// What happened to the photo on show.
    private enum Event {
        case selected(Photo?)
        case loaded(Photo)
        case failed(Error)
        case retrying
    }

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - service: where full records come from.
    ///   - scheduler: the main loop, where responses are delivered.
    public init(service: PhotoService, scheduler: Scheduler = MainScheduler.instance) {
        let photo = BehaviorRelay<Photo?>(value: nil)
        let retry = PublishRelay<Void>()
        self.photo = photo
        self.retry = retry
        let detailState = BehaviorRelay<PhotoDetail?>(value: nil)
        let loadingState = BehaviorRelay(value: false)
        let errorState = BehaviorRelay<String?>(value: nil)

        func fullRecord(_ id: String) -> Observable<Event> {
            service.photo(id: id).asObservable()
                .observe(on: scheduler)
                .map { Event.loaded($0) }
                .catch { error in
                    retry.take(1)
                        .flatMapLatest { fullRecord(id).startWith(.retrying) }
                        .startWith(.failed(error))
                }
        }

        photo.asObservable()
            .distinctUntilChanged { $0?.id == $1?.id }
            .flatMapLatest { selected -> Observable<Event> in
                guard let selected else { return .just(.selected(nil)) }
                return fullRecord(selected.id).startWith(.selected(selected))
            }
            .subscribe(onNext: { event in
                switch event {
                case .selected(let selected):
                    detailState.accept(selected.map { PhotoDetail(photo: $0, isComplete: false) })
                    loadingState.accept(selected != nil)
                    errorState.accept(nil)
                case .loaded(let full):
                    detailState.accept(PhotoDetail(photo: full, isComplete: true))
                    loadingState.accept(false)
                    errorState.accept(nil)
                case .failed(let error):
                    loadingState.accept(false)
                    errorState.accept(ErrorMessage.line(for: error))
                case .retrying:
                    loadingState.accept(true)
                    errorState.accept(nil)
                }
            })
            .disposed(by: bag)

        detail = detailState.asDriver()
        isLoadingDetail = loadingState.asDriver().distinctUntilChanged()
        errorMessage = errorState.asDriver().distinctUntilChanged()
    }
}
