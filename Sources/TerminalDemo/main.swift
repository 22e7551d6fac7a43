import Foundation
import Terminal

// Replaced by the terminal toolkit issue with a small interactive demo.
print("terminal-demo: the terminal toolkit demo is not built yet")
exit(1)
