import PhotoModel

/// A timeline's heading over one day's photos: `"Sat 14 Jun 2024 · Jeju · 37 photos"`, the
/// place being the most common among that day's photos that have one.
public struct DayHeading: Sendable, Equatable {
    public var day: CalendarDay
    public var place: String?
    /// The day's photos among the results (all of them, not only those on the page).
    public var count: Int

    public init(day: CalendarDay, place: String?, count: Int) {
        self.day = day
        self.place = place
        self.count = count
    }

    /// The heading's text.
    public var title: String {
        [day.heading, place, count == 1 ? "1 photo" : "\(GroupedNumber.text(count)) photos"].compactMap { $0 }.joined(separator: " · ")
    }
}
