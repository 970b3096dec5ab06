#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import HangmanCore
import Glibc

// Usage: StoreWriter <store path> <count> [<first index>]
// Appends <count> finished games to the store's history, printing "saved N" after each save
// returns, so a test that kills this process knows which games must have survived.
// Games are numbered from <first index> (1 by default), so a restarted writer can go on
// numbering where a killed one stopped.
let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4, let count = Int(arguments[2]), count >= 1,
      let first = arguments.count == 4 ? Int(arguments[3]) : 1, first >= 1
else {
    print("usage: StoreWriter <store path> <count> [<first index>]")
    exit(2)
}
let history = GameHistory(store: KeyValueStore(path: arguments[1]))
let puzzle = try Puzzle(answer: "potiron")
for index in first..<(first + count) {
    let game = FinishedGame(
        mode: .words, puzzle: "\(puzzle.answer)\(index)", result: .won, wrongLetters: [],
        // One score for all, and later games faster: the last five saved are the records. (A
        // score or duration that grew with the index would leave the stored ranges.)
        score: 30, duration: Double(10_000 - index), date: Date(timeIntervalSince1970: Double(index)))
    try history.append(game)
    print("saved \(index)")
    fflush(nil)
}
