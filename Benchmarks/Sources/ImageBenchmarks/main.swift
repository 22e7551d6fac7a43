print("ImageBenchmarks: not written yet")
