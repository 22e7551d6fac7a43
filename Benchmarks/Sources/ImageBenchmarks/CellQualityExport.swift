import Foundation
import PhotoCore
import Terminal

/// `ImageBenchmarks cells OUTDIR IMAGE…`: each image converted to 80×40 cells the way the
/// browser's preview is (truecolor; 240 colours with the nearest colours; 240 colours with the
/// preview's dithering), painted back into pixels, written as PPM beside the source scaled to the
/// same pixels. `scripts/cell-quality.py` scores them (PSNR, SSIM, CIEDE2000 at a distance).
enum CellQualityExport {
    static let columns = 80, rows = 40

    static func run(outputFolder: String, images: [String]) throws {
        try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
        let size = PixelSize(width: columns * CellRenderer.cellWidth, height: rows * CellRenderer.cellHeight)
        for path in images {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let image = try ImageDecoder().decode(Data(contentsOf: URL(fileURLWithPath: path)))
            // What the store asks the loader for: four by eight pixels per cell.
            let source = Resampler.resample(image, to: PixelSize(width: columns * 4, height: rows * 8))
            let pixels = RGBPixels(width: source.width, height: source.height, bytes: source.pixels)
            try write(Resampler.resample(image, to: size), to: "\(outputFolder)/\(name)-reference.ppm")
            let variants: [(String, ChafaConverter)] = [
                ("truecolor", ChafaConverter(mode: .truecolor)),
                ("240-nearest", ChafaConverter(mode: .palette240)),
                ("240-dithered", ChafaConverter(mode: .palette240, paletteDither: ChafaConverter.previewDither)),
                ("240-full-diffusion", ChafaConverter(mode: .palette240, paletteDither: 1)),
            ]
            for (variant, converter) in variants {
                let cells = converter.convert(pixels, columns: columns, rows: rows)
                try write(CellRenderer.render(cells), to: "\(outputFolder)/\(name)-\(variant).ppm")
            }
        }
    }

    private static func write(_ image: PixelImage, to path: String) throws {
        var data = Data("P6\n\(image.width) \(image.height)\n255\n".utf8)
        data.append(contentsOf: image.pixels)
        try data.write(to: URL(fileURLWithPath: path))
    }
}
