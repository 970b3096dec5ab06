import HangmanCore

/// The next game's deal, taken from the queue while this game is played, so New Game shows it
/// in the same turn of the main loop: no hop to the queue's actor and back, and no frame of an
/// empty page between two games.
@MainActor
final class DealShelf {
    private let readyDealer: GamePage.ReadyDealer?
    private var deal: PuzzleDeal?
    private var filling: Task<Void, Never>?

    init(readyDealer: GamePage.ReadyDealer?) {
        self.readyDealer = readyDealer
    }

    /// True when the next New Game has its deal at hand.
    var isFull: Bool { deal != nil }

    /// Takes the next deal from the queue if one is ready; else New Game waits for it as usual.
    func fill() {
        guard let readyDealer, deal == nil, filling == nil else { return }
        filling = Task { [weak self] in
            let deal = await readyDealer()
            guard let self, !Task.isCancelled else { return }
            self.filling = nil
            self.deal = deal
        }
    }

    /// The deal at hand, now taken off the shelf.
    func take() -> PuzzleDeal? {
        defer { deal = nil }
        return deal
    }

    /// Forgets the deal taken ahead: the player chose another language or level.
    func empty() {
        filling?.cancel()
        filling = nil
        deal = nil
    }
}
