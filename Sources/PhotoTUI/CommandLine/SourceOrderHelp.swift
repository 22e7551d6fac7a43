/// What the help of every command that fetches photos says about where they come from: the order
/// `Configuration.resolve` and `PhotoServiceFactory.make` follow, first match wins.
enum SourceOrderHelp {
    /// The sources `--source` names by themselves (not a folder or a shelf).
    private static let named = SourceChoice.allValueStrings.filter { !$0.contains(":") && $0 != "library" }.joined(separator: "|")

    /// The source order, as a help discussion paragraph.
    static let text = """
        Photos come from the first of these that applies:
        1. a folder: photo-tui ~/Pictures (browse's argument) or --source folder:PATH;
        2. --offline, or --source \(named) (unsplash needs a key);
        3. the config file's [folder] paths, without UNSPLASH_ACCESS_KEY or --api-url;
        4. the server at --api-url (or PHOTO_TUI_API_URL, api_url), with any key;
        5. Unsplash, with UNSPLASH_ACCESS_KEY (or access_key in the config file);
        6. Openverse, when it answers within \(Int(PhotoServiceFactory.probeTimeout * 1000)) ms;
        7. the built-in offline library, served on a loopback port.
        PHOTO_TUI_SOURCE or the config file's source names a source as --source does.
        """
}
