import EventStream
import PhotoModel

extension FolderPhotoService {
    /// Where `jump` from the result at `position` of `query` lands, from the index (every file's
    /// date is known there, loaded pages or not): by day or month in date order, by first
    /// letter or folder in name order; `nil` in size order, past the ends, or while a date-ordered
    /// list still waits for the walk.
    public func jumpTarget(in query: SearchQuery, from position: Int, jump: TimelineJump) -> Single<Int?> {
        let order = FolderOrder(query.orderBy) ?? self.order
        let filter = Self.filter(query)
        return Single.deferred { [index] in .just(index.jumpTarget(filter, order: order, from: position, jump: jump)) }
    }
}
