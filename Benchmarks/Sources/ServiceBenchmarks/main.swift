print("ServiceBenchmarks: not written yet")
