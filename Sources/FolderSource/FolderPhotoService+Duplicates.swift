import EventStream
import Foundation
import PhotoModel

extension FolderPhotoService {
    /// The folder's exact copies and near-duplicates (``DuplicateFinder``), once the walk and
    /// its hashes are done: exact groups first, then similar, each in name order of its first
    /// file. Reads only files of a size another file has (their SHA-256, kept in the index).
    public func duplicates() -> Single<[DuplicateGroup]> {
        Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let cancelled = CancellationFlag()
            index.whenHashed { [self] in
                guard !cancelled.isSet else { return }
                let groups = findDuplicates(isCancelled: { cancelled.isSet })
                guard !cancelled.isSet else { return }
                callback.observer(.success(groups))
            }
            // Disposed (Esc on the screen): the wait ends, and a finding under way reads no more files.
            return Disposables.create { cancelled.set() }
        }
    }

    /// The groups among the files indexed now; none once `isCancelled` says so (no file is
    /// read after that).
    func findDuplicates(isCancelled: () -> Bool = { false }) -> [DuplicateGroup] {
        let entries = index.allEntries
        var digests: [Int: [Int64: [UInt8]]] = [:]
        var bySize: [Int: Int] = [:]
        for entry in entries { bySize[entry.byteCount, default: 0] += 1 }
        // The digests already kept, for the files that share a size.
        var candidates: [Int: [Int64]] = [:]
        for entry in entries where (bySize[entry.byteCount] ?? 0) > 1 { candidates[entry.root, default: []].append(entry.row) }
        for (root, rows) in candidates { digests[root] = store(root)?.contentHashes(rows: rows) ?? [:] }
        let items = entries.enumerated().map { index, entry in
            DuplicateFinder.Item(key: index, byteCount: entry.byteCount, hash: entry.hashState == 1 ? entry.hash : nil,
                                 digest: digests[entry.root]?[entry.row], color: entry.hashState == 1 ? entry.color : nil)
        }
        var made: [Int: [(row: Int64, hash: [UInt8])]] = [:]
        let groups = DuplicateFinder.groups(items) { index in
            guard !isCancelled() else { return nil }
            let entry = entries[index]
            guard let data = try? PerceptualHash.readWhole(path(of: entry)), data.count == entry.byteCount else { return nil }
            let digest = SHA256.digest(data)
            made[entry.root, default: []].append((entry.row, digest))
            return digest
        }
        // The digests read so far are kept even when cancelled: the next finding reads fewer.
        for (root, hashes) in made { store(root)?.setContentHashes(hashes) }
        guard !isCancelled() else { return [] }
        return groups.map { group in
            let files = self.files(of: group.members.map { entries[$0] })
                .sorted { $0.byteCount != $1.byteCount ? $0.byteCount > $1.byteCount : $0.relativePath < $1.relativePath }
            return DuplicateGroup(kind: group.kind, files: files)
        }.filter { $0.files.count > 1 }
    }
}
