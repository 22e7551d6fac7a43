/// No pixels: images stay the symbols and colours of cells (a terminal with no image protocol,
/// or `--graphics symbols`). It places nothing, so a frame's graphics requests are left to the
/// cells under them; the terminal may scroll as it likes.
public final class CellDriver: GraphicsDriver {
    /// Creates the driver.
    public init() {}

    public var graphicsProtocol: GraphicsProtocol? { nil }
    public var movesCheaply: Bool { true }
    public var cellsHidePixels: Bool { false }
    public var allowsHardwareScrolling: Bool { true }
    public static var inherentCropping: GraphicsImage.Cropping { .none }

    public static func encode(_ pixels: RGBPixels, columns: Int, rows: Int, options: GraphicsEncodingOptions) -> GraphicsImage? { nil }

    public func canShow(_ part: GraphicsPart, of image: GraphicsImage) -> Bool { false }
    public func estimatedBytes(placing part: GraphicsPart, of image: GraphicsImage, key: String) -> Int { 0 }
    public func place(_ image: GraphicsImage, key: String, part: GraphicsPart, placement: UInt32, moving: Bool,
                      writer: GraphicsWriter, into bytes: inout [UInt8]) -> String { "cells" }
    public func erase(key: String, part: GraphicsPart, placement: UInt32, output: GraphicsOutput, writer: GraphicsWriter,
                      into bytes: inout [UInt8]) {}
    public func directRemoval(key: String, placement: UInt32) -> [UInt8] { [] }
    public func placed(onScreen: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8]) {}
    public func forgetAll(writer: GraphicsWriter, into bytes: inout [UInt8]) {}
    public func exitBytes(insideTmux: Bool) -> [UInt8] { [] }
}
