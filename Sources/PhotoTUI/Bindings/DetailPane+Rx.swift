import EventStream
import PhotoCore

extension Reactive where Base: DetailPane {
    /// The photo shown, and whether its full record has arrived.
    var photo: Binder<(photo: Photo?, isComplete: Bool)> { binder { pane, value in pane.show(value.photo, isComplete: value.isComplete) } }

    /// True while `/photos/:id` is on its way.
    var isLoading: Binder<Bool> { binder { pane, loading in pane.setLoading(loading) } }

    /// The detail's error line.
    var errorMessage: Binder<String?> { binder { pane, message in pane.setError(message) } }

    /// The preview the pane wants at its current size.
    var previewRequests: Observable<DetailPane.PreviewRequest?> { base.previewRequestRelay.asObservable() }
}
