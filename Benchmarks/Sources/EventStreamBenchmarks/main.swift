print("EventStreamBenchmarks: not written yet")
