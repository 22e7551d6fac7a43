import EventStream
import EventStreamTesting
import Foundation
@testable import PhotoCore
@testable import PhotoDownloads
@testable import PhotoHTTP
@testable import PhotoModel

/// A `PhotoDownloading` for tests: reports scripted progress in virtual time, then writes
/// `body` to the destination and completes, or writes part of it and fails with `error`.
final class ScriptedDownloader: PhotoDownloading {
    let scheduler: TestScheduler
    /// Progress, at virtual times relative to the start of the download.
    var progress: [(time: Int, progress: DownloadProgress)] = [
        (10, DownloadProgress(received: 0, expected: nil)),
        (20, DownloadProgress(received: 2, expected: 4)),
        (30, DownloadProgress(received: 4, expected: 4)),
    ]
    /// When the download ends, relative to its start.
    var duration = 40
    var body = Data("JPEG".utf8)
    var error: PhotoServiceError?
    /// What was downloaded, where, and when.
    private(set) var downloads: [(url: URL, destination: URL, time: Int)] = []
    /// When downloads were cancelled.
    private(set) var cancellations: [Int] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func download(_ url: URL, to destination: URL) -> Observable<DownloadProgress> {
        Observable.create { [self] observer in
            let start = scheduler.clock
            downloads.append((url, destination, start))
            let steps = CompositeDisposable()
            var finished = false
            for step in progress where step.time < duration {
                steps.insert(scheduler.scheduleAbsoluteVirtual((), time: start + step.time) { _ in
                    observer.onNext(step.progress)
                    return Disposables.create()
                })
            }
            steps.insert(scheduler.scheduleAbsoluteVirtual((), time: start + duration) { [self] _ in
                finished = true
                if let error {
                    // A transfer that breaks off leaves part of the body behind.
                    _ = FileManager.default.createFile(atPath: destination.path, contents: body.prefix(1))
                    observer.onError(error)
                } else {
                    _ = FileManager.default.createFile(atPath: destination.path, contents: body)
                    observer.onCompleted()
                }
                return Disposables.create()
            })
            return Disposables.create { [self] in
                if !finished { cancellations.append(scheduler.clock) }
                steps.dispose()
            }
        }
    }
}
