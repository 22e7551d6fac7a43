extension ObservableType where Element: FixedWidthInteger {
    /// `0`, `1`, `2`, … one every `period`, starting one period from now.
    public static func interval(_ period: RxTimeInterval, scheduler: Scheduler) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
