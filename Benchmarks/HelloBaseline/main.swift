// The baseline for the start-up benchmark: a program that loads Foundation, prints a line and
// exits, built the same way as `cookbook`.
import Foundation

print("Hello from \(ProcessInfo.processInfo.processName)")
