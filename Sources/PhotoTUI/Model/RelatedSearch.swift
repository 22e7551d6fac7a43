import PhotoCore

/// Photos like one where the API has no related endpoint (Unsplash): a search for its first
/// tags, else for the first words of its description.
enum RelatedSearch {
    /// Words too common to find anything by.
    private static let stopWords: Set<String> = [
        "a", "an", "the", "of", "on", "in", "at", "near", "with", "and", "or", "to", "from", "by", "for", "is", "are",
        "some", "two", "three", "man", "woman", "person", "people", "photo", "image", "view",
    ]

    /// The search, or `nil` when the photo has neither tags nor a description.
    static func words(for photo: Photo) -> String? {
        let tags = (photo.tags ?? []).map { $0.title.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !tags.isEmpty { return tags.prefix(3).joined(separator: " ") }
        let text = photo.altDescription ?? photo.description ?? ""
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
            .filter { $0.count > 1 && !stopWords.contains($0) }
        return words.isEmpty ? nil : words.prefix(3).joined(separator: " ")
    }
}
