/// What New Game deals: a puzzle, the film behind it for the Movies mode, and where it came from.
public struct PuzzleDeal: Sendable {
    public var puzzle: Puzzle
    public var film: Film?
    public var origin: PuzzleOrigin

    public init(puzzle: Puzzle, film: Film? = nil, origin: PuzzleOrigin) {
        self.puzzle = puzzle
        self.film = film
        self.origin = origin
    }
}

extension ReadyQueue where Item == Puzzle {
    public func nextDeal() async -> PuzzleDeal {
        let next = await next()
        return PuzzleDeal(puzzle: next.item, origin: next.origin)
    }

    /// A deal from a puzzle that is ready now, else nil (see `takeReady()`).
    public func readyDeal() -> PuzzleDeal? {
        takeReady().map { PuzzleDeal(puzzle: $0, origin: .online) }
    }
}

extension ReadyQueue where Item == FilmPuzzle {
    public func nextDeal() async -> PuzzleDeal {
        let next = await next()
        return PuzzleDeal(puzzle: next.item.puzzle, film: next.item.film, origin: next.origin)
    }

    /// A deal from a film that is ready now, else nil (see `takeReady()`).
    public func readyDeal() -> PuzzleDeal? {
        takeReady().map { PuzzleDeal(puzzle: $0.puzzle, film: $0.film, origin: .online) }
    }
}
