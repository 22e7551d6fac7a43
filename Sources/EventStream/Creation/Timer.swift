extension ObservableType where Element: FixedWidthInteger {
    /// `0` after `dueTime`, then (with a `period`) `1`, `2`, … every `period`.
    ///
    /// ```swift
    /// Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)   // hide a toast
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: Scheduler) -> Observable<Element> {
        Observable.create { observer in
            if let period {
                return scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                    observer.onNext(count)
                    return count &+ 1
                }
            }
            return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                observer.onNext(Element.zero)
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
}
