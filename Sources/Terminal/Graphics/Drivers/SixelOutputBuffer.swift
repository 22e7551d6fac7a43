/// Where libsixel's write callback puts the sequence it makes: a class, so that the C callback
/// reaches it through an opaque pointer.
final class SixelOutputBuffer {
    var bytes: [UInt8] = []
}
