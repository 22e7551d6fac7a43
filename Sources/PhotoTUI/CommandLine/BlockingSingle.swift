import EventStream
import Foundation
import PhotoCore

extension PrimitiveSequence where Trait == SingleTrait {
    /// Waits on the calling thread for the result: for the command line only, whose main
    /// thread has nothing else to do. Never use it on the main loop or the cooperative pool.
    func blockingResult(timeout seconds: Double = 120) -> Result<Element, Error> {
        let slot = BlockingResult<Element>()
        let subscription = subscribe { slot.set($0) }
        guard let result = slot.wait(seconds: seconds) else {
            subscription.dispose()
            return .failure(CommandFailure("No answer within \(Int(seconds)) seconds."))
        }
        return result
    }
}
