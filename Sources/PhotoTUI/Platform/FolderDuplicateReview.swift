import EventStream
import Foundation
import PhotoCore

/// A folder's duplicates and the desktop's Trash for the Duplicates screen. The work (reading
/// files for their digests, renaming into the Trash) runs on a utility queue, never on the event loop.
struct FolderDuplicateReview: DuplicateReviewing {
    let service: FolderPhotoService
    let trash: FreedesktopTrash
    private let worker = ConcurrentDispatchQueueScheduler(qos: .utility)

    /// The review of `service` when it is a folder's; nil for any other source.
    static func of(_ service: PhotoService, trash: FreedesktopTrash = FreedesktopTrash()) -> DuplicateReviewing? {
        (service as? FolderPhotoService).map { FolderDuplicateReview(service: $0, trash: trash) }
    }

    func duplicates() -> Single<[DuplicateGroup]> { service.duplicates().subscribe(on: worker) }

    func moveToTrash(_ paths: [String]) -> Single<TrashBatch> { service.moveToTrash(paths, trash: trash).subscribe(on: worker) }

    func restore(_ batch: TrashBatch) -> Single<[String]> { service.restore(batch, from: trash).subscribe(on: worker) }
}
