/// One image of a photo as the stores keep it: the photo, the cells it covers, and what it is
/// for (a list thumbnail or the detail's preview). The cell store and the pixel store both key
/// on it.
struct PhotoImageKey: Hashable {
    /// What an image is for: thumbnails and previews are loaded, kept and cancelled apart.
    enum Kind: Hashable { case thumbnail, preview }

    var photoID: String
    var columns: Int
    var rows: Int
    var kind: Kind
    /// A zoomed full-screen photo: the part of it this image is (nil: the whole photo fitted to
    /// the cells).
    var zoom: ZoomedRegion? = nil
}
