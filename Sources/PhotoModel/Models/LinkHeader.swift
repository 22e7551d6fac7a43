import Foundation

/// The paging relations of an RFC 8288 `Link` header, as Unsplash sends them:
/// `<https://api.unsplash.com/photos?page=2>; rel="next", <…page=110461>; rel="last"`.
public struct LinkHeader: Sendable, Equatable {
    /// URL by relation name (`first`, `prev`, `next`, `last`).
    public var relations: [String: URL]

    /// Parses a header value; entries that do not parse are skipped.
    public init(_ value: String) {
        var relations: [String: URL] = [:]
        for entry in Self.splitEntries(value) {
            guard let open = entry.firstIndex(of: "<"), let close = entry[open...].firstIndex(of: ">"),
                  let url = URL(string: String(entry[entry.index(after: open)..<close]))
            else { continue }
            for parameter in entry[entry.index(after: close)...].split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
                for rel in pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(separator: " ") {
                    relations[rel.lowercased()] = url
                }
            }
        }
        self.relations = relations
    }

    /// The `page` query parameter of relation `rel`.
    public func page(_ rel: String) -> Int? {
        guard let url = relations[rel],
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
        else { return nil }
        return items.first { $0.name == "page" }?.value.flatMap { Int($0) }
    }

    /// Splits on commas that are outside `<…>`, since URLs may contain commas.
    private static func splitEntries(_ value: String) -> [Substring] {
        var entries: [Substring] = []
        var start = value.startIndex
        var insideURL = false
        for index in value.indices {
            switch value[index] {
            case "<": insideURL = true
            case ">": insideURL = false
            case "," where !insideURL:
                entries.append(value[start..<index])
                start = value.index(after: index)
            default: break
            }
        }
        entries.append(value[start...])
        return entries
    }
}
