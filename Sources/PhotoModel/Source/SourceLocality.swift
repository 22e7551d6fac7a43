/// Where a source's photos are: on this machine (a folder, the library, the offline library
/// served in-process) or behind a network API.
public enum SourceLocality: String, Sendable, Hashable {
    /// Nothing leaves the machine; reading is cheap and never fails for the network.
    case local
    /// Every page is a request to a server, which may be slow, fail or run out of quota.
    case remote
}
