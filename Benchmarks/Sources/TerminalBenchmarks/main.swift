print("TerminalBenchmarks: not written yet")
