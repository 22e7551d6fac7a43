import Foundation

/// The credit of a downloaded photo, written beside it as an XMP sidecar (`photo.jpg.xmp`), which
/// darktable, digiKam, Lightroom and exiftool read: title, creator, source page, licence and the
/// exact credit line, so the attribution a licence asks for travels with the file.
public enum CreditSidecar {
    /// Where the sidecar of `file` goes: the file's name with `.xmp` appended.
    public static func url(beside file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".xmp")
    }

    /// Whether `photo` gets a sidecar: when its provider states a licence per photo (Creative
    /// Commons asks for credit), and for the offline library's, so a synthetic photo never
    /// passes for a real one. The Unsplash License asks for none, so Unsplash downloads stay a
    /// single file, as they always were; a person's own file is never downloaded.
    public static func isWanted(for photo: Photo) -> Bool {
        switch photo.provider {
        case .unsplash: return photo.license != nil
        case .openverse, .offline: return true
        case .folder: return false
        }
    }

    /// Writes the sidecar of `photo` beside `file` (atomically, replacing an older one), when
    /// ``isWanted(for:)``.
    public static func write(for photo: Photo, beside file: URL) throws {
        guard isWanted(for: photo) else { return }
        do {
            try Data(xmp(for: photo).utf8).write(to: url(beside: file), options: .atomic)
        } catch {
            throw PhotoServiceError.fileSystem(message: "cannot write the credit beside \(file.lastPathComponent)")
        }
    }

    /// The XMP packet for `photo`.
    public static func xmp(for photo: Photo) -> String {
        let credit = photo.effectiveCredit
        let license = photo.effectiveLicense
        var fields: [String] = []
        if let title = credit.title, !title.isEmpty {
            fields.append("<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escape(title))</rdf:li></rdf:Alt></dc:title>")
        }
        if let creator = credit.creator {
            fields.append("<dc:creator><rdf:Seq><rdf:li>\(escape(creator))</rdf:li></rdf:Seq></dc:creator>")
            fields.append("<cc:attributionName>\(escape(creator))</cc:attributionName>")
        }
        fields.append("<dc:rights><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escape(credit.line))</rdf:li></rdf:Alt></dc:rights>")
        if let page = credit.landingURL { fields.append("<dc:source>\(escape(page.absoluteString))</dc:source>") }
        if let creatorURL = credit.creatorURL {
            fields.append("<cc:attributionURL rdf:resource=\"\(escape(creatorURL.absoluteString))\"/>")
        }
        if let deed = license?.url {
            fields.append("<cc:license rdf:resource=\"\(escape(deed.absoluteString))\"/>")
            fields.append("<xmpRights:WebStatement>\(escape(deed.absoluteString))</xmpRights:WebStatement>")
        }
        if let license {
            fields.append("<xmpRights:Marked>\(license.isPublicDomain ? "False" : "True")</xmpRights:Marked>")
            fields.append("<xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escape(license.name))</rdf:li></rdf:Alt></xmpRights:UsageTerms>")
        }
        fields.append("<photoTUI:id>\(escape(photo.photoID.description))</photoTUI:id>")
        return """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/">
             <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
              <rdf:Description rdf:about=""
                xmlns:dc="http://purl.org/dc/elements/1.1/"
                xmlns:cc="http://creativecommons.org/ns#"
                xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"
                xmlns:photoTUI="https://github.com/photo-tui/ns/1.0/">
            \(fields.map { "   " + $0 }.joined(separator: "\n"))
              </rdf:Description>
             </rdf:RDF>
            </x:xmpmeta>
            <?xpacket end="w"?>

            """
    }

    /// XML text: `&`, `<`, `>`, quotes escaped; control characters (which XML 1.0 forbids) dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
