#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import HangmanCore
import Glibc

// Usage: StoreWriter <store path> <count>
// Appends <count> finished games to the store's history, printing "saved N" after each save
// returns, so a test that kills this process knows which games must have survived.
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
    print("usage: StoreWriter <store path> <count>")
    exit(2)
}
let history = GameHistory(store: KeyValueStore(path: arguments[1]))
let puzzle = try Puzzle(answer: "potiron")
for index in 1...count {
    let game = FinishedGame(
        mode: .words, puzzle: "\(puzzle.answer)\(index)", result: .won, wrongLetters: [],
        score: index, duration: Double(index), date: Date(timeIntervalSince1970: Double(index)))
    try history.append(game)
    print("saved \(index)")
    fflush(nil)
}
