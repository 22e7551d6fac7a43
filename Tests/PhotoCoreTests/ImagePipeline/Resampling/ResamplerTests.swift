import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct ResamplerTests {
    private func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.pixels[(y * image.width + x) * 3..<(y * image.width + x) * 3 + 3])
    }

    @Test func producesExactlyTheTargetSize() {
        let source = TestImages.gradient(width: 270, height: 180)
        for size in [PixelSize(width: 80, height: 40), PixelSize(width: 1, height: 1), PixelSize(width: 269, height: 7),
                     PixelSize(width: 400, height: 300)] {
            let output = Resampler.resample(source, to: size)
            #expect(output.width == size.width && output.height == size.height)
            #expect(output.pixels.count == size.area * 3)
        }
    }

    @Test func averagesWholeBlocksExactly() {
        // 4×2 source: two 2×2 blocks, left one checkered black/white, right one solid (10, 20, 30).
        let source = PixelImage(width: 4, height: 2, pixels: [
            0, 0, 0, 255, 255, 255, 10, 20, 30, 10, 20, 30,
            255, 255, 255, 0, 0, 0, 10, 20, 30, 10, 20, 30,
        ])
        let output = Resampler.resample(source, to: PixelSize(width: 2, height: 1))
        #expect(pixel(output, 0, 0) == [128, 128, 128])
        #expect(pixel(output, 1, 0) == [10, 20, 30])
    }

    @Test func weighsPartialCoverage() {
        // 3 → 2: the middle pixel is shared half and half.
        let source = PixelImage(width: 3, height: 1, pixels: [0, 0, 0, 90, 90, 90, 240, 240, 240])
        let output = Resampler.resample(source, to: PixelSize(width: 2, height: 1))
        // Left: (0·1 + 90·0.5) / 1.5 = 30; right: (90·0.5 + 240·1) / 1.5 = 190.
        #expect(pixel(output, 0, 0) == [30, 30, 30])
        #expect(pixel(output, 1, 0) == [190, 190, 190])
    }

    @Test func keepsASolidColourSolidAtAnySize() {
        let source = TestImages.solid(width: 37, height: 23, 200, 100, 50)
        for size in [PixelSize(width: 5, height: 3), PixelSize(width: 80, height: 61), PixelSize(width: 35, height: 21),
                     PixelSize(width: 19, height: 12)] {
            let output = Resampler.resample(source, to: size)
            #expect(Set(stride(from: 0, to: output.pixels.count, by: 3).map { output.pixels[$0..<$0 + 3] })
                == [[200, 100, 50]])
        }
    }

    @Test func keepsAGradientMonotonic() {
        let output = Resampler.resample(TestImages.gradient(width: 300, height: 200), to: PixelSize(width: 40, height: 20))
        let reds = (0..<40).map { pixel(output, $0, 10)[0] }
        #expect(reds == reds.sorted())
        #expect(reds.first! < 10 && reds.last! > 245)
    }

    @Test func staysCloseToAnExactAreaAverageForRatiosJustAboveOne() {
        // 167 → 160 columns: boxes a little wider than a pixel. Compare with the exact mean
        // computed here in floating point; slivers moved to a neighbour cost at most a level or two.
        let source = TestImages.gradient(width: 167, height: 1)
        let output = Resampler.resample(source, to: PixelSize(width: 160, height: 1))
        let scale = 167.0 / 160.0
        for x in 0..<160 {
            let low = Double(x) * scale, high = Double(x + 1) * scale
            var sum = 0.0
            for index in Int(low)..<min(Int(high.rounded(.up)), 167) {
                let overlap = min(high, Double(index + 1)) - max(low, Double(index))
                sum += overlap * Double(source.pixels[index * 3])
            }
            #expect(abs(Double(output.pixels[x * 3]) - sum / scale) <= 2)
        }
    }

    @Test func enlargesByInterpolating() {
        let source = PixelImage(width: 2, height: 1, pixels: [0, 0, 0, 200, 200, 200])
        let output = Resampler.resample(source, to: PixelSize(width: 4, height: 1))
        // Centres at -0.25, 0.25, 0.75, 1.25 in source space: 0, 50, 150, 200.
        #expect((0..<4).map { pixel(output, $0, 0)[0] } == [0, 50, 150, 200])
    }

    @Test func resamplesASubRectangle() {
        let source = PixelImage(width: 3, height: 1, pixels: [1, 1, 1, 100, 100, 100, 200, 200, 200])
        let output = Resampler.resample(source, from: PixelRect(x: 1, y: 0, width: 2, height: 1), to: PixelSize(width: 1, height: 1))
        #expect(pixel(output, 0, 0) == [150, 150, 150])
    }

    @Test func cropsToTheTargetAspectAroundTheCentre() {
        #expect(Resampler.centeredCrop(of: PixelSize(width: 400, height: 200), toAspectOf: PixelSize(width: 1, height: 1))
            == PixelRect(x: 100, y: 0, width: 200, height: 200))
        #expect(Resampler.centeredCrop(of: PixelSize(width: 300, height: 400), toAspectOf: PixelSize(width: 3, height: 2))
            == PixelRect(x: 0, y: 100, width: 300, height: 200))
        #expect(Resampler.centeredCrop(of: PixelSize(width: 80, height: 40), toAspectOf: PixelSize(width: 40, height: 20))
            == PixelRect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test func fillCropsThenResamples() {
        // Left third red, middle third green, right third blue; a square fill keeps the middle.
        var pixels: [UInt8] = []
        for _ in 0..<10 { for x in 0..<30 { pixels += x < 10 ? [255, 0, 0] : x < 20 ? [0, 255, 0] : [0, 0, 255] } }
        let output = Resampler.fill(PixelImage(width: 30, height: 10, pixels: pixels), to: PixelSize(width: 2, height: 2))
        #expect(output.width == 2 && output.height == 2)
        #expect(pixel(output, 0, 0) == [0, 255, 0] && pixel(output, 1, 1) == [0, 255, 0])
    }

    @Test func handlesOnePixelSourcesAndTargets() {
        let dot = PixelImage(width: 1, height: 1, pixels: [10, 20, 30])
        let grown = Resampler.resample(dot, to: PixelSize(width: 3, height: 2))
        #expect(grown.pixels == [UInt8]([10, 20, 30]).repeated(6))
        let line = PixelImage(width: 3, height: 1, pixels: [0, 0, 0, 30, 30, 30, 60, 60, 60])
        #expect(Resampler.resample(line, to: PixelSize(width: 1, height: 1)).pixels == [30, 30, 30])
        #expect(Resampler.resample(line, to: PixelSize(width: 3, height: 4)).pixels == line.pixels.repeated(4))
    }

    @Test func neverLeavesTheRangeOfTheSource() {
        // Odd ratios everywhere: every output lies between the darkest and the brightest input.
        let source = TestImages.gradient(width: 37, height: 11)
        for size in [PixelSize(width: 5, height: 7), PixelSize(width: 36, height: 10), PixelSize(width: 50, height: 3),
                     PixelSize(width: 33, height: 10)] {
            let output = Resampler.resample(source, to: size)
            #expect(output.pixels.max()! <= source.pixels.max()! && output.pixels.min()! >= source.pixels.min()!)
        }
    }

    @Test func returnsTheSameImageWhenNothingChanges() {
        let source = TestImages.gradient(width: 12, height: 9)
        #expect(Resampler.resample(source, to: PixelSize(width: 12, height: 9)) == source)
    }
}
