import EventStream
import EventStreamTesting
import Foundation
import PhotoCore
@testable import PhotoTUI

/// The Duplicates screen's source for headless tests: the groups it is given (less the files no
/// longer on disk), and a real ``FreedesktopTrash`` in a temporary folder, each answer coming
/// `latency` virtual milliseconds after it is asked (the move itself happens then, as a worker's
/// would). It counts the findings asked for.
final class VirtualDuplicateReviewer: DuplicateReviewing {
    let scheduler: TestScheduler
    let trash: FreedesktopTrash
    var groups: [DuplicateGroup]
    var latency = 30
    /// A failure to answer the next finding with (the index unreadable).
    var findingFailure: String?
    private(set) var findings = 0

    init(scheduler: TestScheduler, groups: [DuplicateGroup], trash: FreedesktopTrash) {
        self.scheduler = scheduler
        self.groups = groups
        self.trash = trash
    }

    func duplicates() -> Single<[DuplicateGroup]> {
        findings += 1
        let failure = findingFailure
        findingFailure = nil
        return answer { [groups] () throws -> [DuplicateGroup] in
            if let failure { throw Unreadable(description: failure) }
            return groups.compactMap { group in
                var group = group
                group.files.removeAll { !FileManager.default.fileExists(atPath: $0.path) }
                return group.files.count > 1 ? group : nil
            }
        }
    }

    func moveToTrash(_ paths: [String]) -> Single<TrashBatch> {
        answer { [trash] in TrashBatch.move(paths, to: trash) }
    }

    func restore(_ batch: TrashBatch) -> Single<[String]> {
        answer { [trash] in batch.restore(from: trash) }
    }

    /// The finding's failure, in words.
    struct Unreadable: Error, CustomStringConvertible { var description: String }

    private func answer<Value>(_ make: @escaping () throws -> Value) -> Single<Value> {
        let scheduler = self.scheduler, latency = self.latency
        return Single.create { observer in
            scheduler.scheduleRelative((), dueTime: .milliseconds(latency)) { _ in
                do { observer(.success(try make())) } catch { observer(.failure(error)) }
                return Disposables.create()
            }
        }
    }
}
