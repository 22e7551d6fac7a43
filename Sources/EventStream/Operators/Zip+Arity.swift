extension ObservableType {
    /// The n-th elements of two sources combined by `resultSelector` ; completes when all
    /// have completed, each unsubscribed at its own completion.
    ///
    /// ```swift
    /// Observable.zip(thumbnails, previews) { ($0, $1) }
    /// ```
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2)], completesEarly: false) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }

    /// The n-th elements of two sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(_ source1: O1, _ source2: O2) -> Observable<Element> where Element == (O1.Element, O2.Element) {
        zip(source1, source2) { ($0, $1) }
    }

    /// The n-th elements of three sources combined by `resultSelector` ; completes when all
    /// have completed, each unsubscribed at its own completion.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2), erase(source3)], completesEarly: false) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }

    /// The n-th elements of three sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element) {
        zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The n-th elements of four sources combined by `resultSelector` ; completes when all
    /// have completed, each unsubscribed at its own completion.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2), erase(source3), erase(source4)], completesEarly: false) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
        }
    }

    /// The n-th elements of four sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element, O4.Element) {
        zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// The n-th elements of five sources combined by `resultSelector` ; completes when all
    /// have completed, each unsubscribed at its own completion.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2), erase(source3), erase(source4), erase(source5)], completesEarly: false) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element)
        }
    }

    /// The n-th elements of five sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) {
        zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// The n-th elements of six sources combined by `resultSelector` ; completes when all
    /// have completed, each unsubscribed at its own completion.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2), erase(source3), erase(source4), erase(source5), erase(source6)], completesEarly: false) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element)
        }
    }

    /// The n-th elements of six sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) {
        zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The n-th elements of seven sources combined by `resultSelector` ; completes when all
    /// have completed, each unsubscribed at its own completion.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType, O7: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2), erase(source3), erase(source4), erase(source5), erase(source6), erase(source7)], completesEarly: false) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element)
        }
    }

    /// The n-th elements of seven sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType, O7: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) {
        zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The n-th elements of eight sources combined by `resultSelector` ; completes when all
    /// have completed, each unsubscribed at its own completion.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType, O7: ObservableConvertibleType, O8: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element) -> Observable<Element> {
        Zip(sources: [erase(source1), erase(source2), erase(source3), erase(source4), erase(source5), erase(source6), erase(source7), erase(source8)], completesEarly: false) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element, values[7] as! O8.Element)
        }
    }

    /// The n-th elements of eight sources as a tuple.
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType, O7: ObservableConvertibleType, O8: ObservableConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Observable<Element> where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) {
        zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
