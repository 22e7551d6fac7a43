#!/usr/bin/env python3
"""Scores the browser's cell previews against their photos, as issue 10 asks: PSNR and SSIM of
the cells painted back into pixels, and the colour error a viewer sees from a distance (CIEDE2000
and PSNR after a blur of about a cell). Needs scikit-image (`pip install scikit-image`), whose
sample data gives real photos (astronaut, coffee, cat, rocket at dusk).

    python3 scripts/cell-quality.py            # builds Benchmarks' ImageBenchmarks in release
"""
import os, subprocess, sys, tempfile
import numpy as np
from skimage import data, io
from skimage.color import rgb2lab, deltaE_ciede2000
from skimage.filters import gaussian
from skimage.metrics import peak_signal_noise_ratio as psnr, structural_similarity as ssim

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PHOTOS = ["astronaut", "coffee", "chelsea", "rocket"]
VARIANTS = ["truecolor", "240-nearest", "240-dithered", "240-full-diffusion"]

def main():
    work = tempfile.mkdtemp(prefix="cell-quality-")
    paths = []
    for name in PHOTOS:
        path = os.path.join(work, name + ".png")
        io.imsave(path, getattr(data, name)()[..., :3], check_contrast=False)
        paths.append(path)
    bench = os.path.join(ROOT, "Benchmarks")
    subprocess.run(["swift", "build", "-c", "release", "--product", "ImageBenchmarks"], cwd=bench, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run([os.path.join(bench, ".build/release/ImageBenchmarks"), "cells", work] + paths, check=True)
    print("| variant | PSNR dB | SSIM | blurred PSNR dB | CIEDE2000 (mean) | per photo CIEDE2000 |")
    print("|---|---:|---:|---:|---:|---|")
    for variant in VARIANTS:
        rows = []
        for name in PHOTOS:
            ref = io.imread(os.path.join(work, f"{name}-reference.ppm"))
            got = io.imread(os.path.join(work, f"{name}-{variant}.ppm"))
            # About one cell (6 × 12 pixels here): what reaches the eye from a normal distance.
            rb, gb = gaussian(ref, sigma=5, channel_axis=2), gaussian(got, sigma=5, channel_axis=2)
            rows.append((psnr(ref, got), ssim(ref, got, channel_axis=2, data_range=255), psnr(rb, gb, data_range=1),
                         deltaE_ciede2000(rgb2lab(rb), rgb2lab(gb)).mean()))
        r = np.array(rows)
        print(f"| {variant} | {r[:,0].mean():.2f} | {r[:,1].mean():.3f} | {r[:,2].mean():.2f} | {r[:,3].mean():.2f} | "
              + ", ".join(f"{n} {v:.1f}" for n, v in zip(PHOTOS, r[:, 3])) + " |")
    print(f"\nImages in {work}")

if __name__ == "__main__":
    sys.exit(main())
