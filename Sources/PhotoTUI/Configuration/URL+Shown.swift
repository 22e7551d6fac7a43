import Foundation

extension URL {
    /// The URL as a log line or a report may show it: without the `user:password@` a URL given
    /// as a setting may carry.
    var shownWithoutCredentials: String {
        guard user != nil || password != nil,
              var components = URLComponents(url: self, resolvingAgainstBaseURL: false)
        else { return absoluteString }
        components.user = nil
        components.password = nil
        return components.string ?? "(a URL with credentials)"
    }
}
