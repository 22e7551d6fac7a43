import Foundation

/// iTerm2's inline images (OSC 1337, also WezTerm's and mlterm's): a JPEG in base64, stretched by
/// the terminal over a size in cells, the cursor left where it was.
///
/// ```swift
/// let image = ITerm2Encoder.encode(jpeg: bytes, width: 610, height: 399, columns: 61, rows: 21)
/// ```
public enum ITerm2Encoder {
    /// The sequence that shows `jpeg` (`width × height` pixels) over `columns × rows` cells.
    public static func encode(jpeg: [UInt8], width: Int, height: Int, columns: Int, rows: Int, encodeMilliseconds: Double = 0,
                              cropping: GraphicsImage.Cropping = .none) -> GraphicsImage? {
        guard !jpeg.isEmpty, columns > 0, rows > 0 else { return nil }
        let head = "\u{1B}]1337;File=inline=1;size=\(jpeg.count);width=\(columns);height=\(rows);preserveAspectRatio=0;doNotMoveCursor=1:"
        let sequence = Array(head.utf8) + Array(Data(jpeg).base64EncodedData()) + [0x07]
        return GraphicsImage(graphicsProtocol: .iterm2, columns: columns, rows: rows, pixelWidth: width, pixelHeight: height,
                             chunks: [sequence], encodeMilliseconds: encodeMilliseconds, cropping: cropping)
    }
}
