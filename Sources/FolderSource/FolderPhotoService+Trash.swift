import EventStream
import PhotoModel

extension FolderPhotoService {
    /// Moves `paths` (absolute, inside the folders) to `trash`, then has the index forget them
    /// (the lists refresh); answered once it has. Nothing is deleted.
    public func moveToTrash(_ paths: [String], trash: FreedesktopTrash) -> Single<TrashBatch> {
        changingFiles(paths) { TrashBatch.move(paths, to: trash) }
    }

    /// Puts `batch` back (`u`), then has the index read its files again; answered with a line per
    /// file that stays in the Trash.
    public func restore(_ batch: TrashBatch, from trash: FreedesktopTrash) -> Single<[String]> {
        changingFiles(batch.items.map(\.originalPath)) { batch.restore(from: trash) }
    }

    /// Runs `change` (on the caller's turn of the subscription), then walks again the folders of
    /// `paths` so the index agrees with the disk.
    private func changingFiles<Result: Sendable>(_ paths: [String], _ change: @escaping () -> Result) -> Single<Result> {
        Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let result = change()
            var folders: [Int: Set<[UInt8]>] = [:]
            for path in paths {
                guard let (root, relative) = Self.locate(path, in: roots) else { continue }
                let bytes = FileNameBytes.bytes(of: relative)
                let folder = bytes.lastIndex(of: 0x2F).map { Array(bytes[..<$0]) } ?? []
                folders[root, default: []].insert(folder)
            }
            guard let indexer, !folders.isEmpty else {
                callback.observer(.success(result))
                return Disposables.create()
            }
            indexer.refresh(folders) { callback.observer(.success(result)) }
            return Disposables.create()
        }
    }
}
