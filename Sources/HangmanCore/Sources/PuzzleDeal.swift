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
}

extension ReadyQueue where Item == FilmPuzzle {
    public func nextDeal() async -> PuzzleDeal {
        let next = await next()
        return PuzzleDeal(puzzle: next.item.puzzle, film: next.item.film, origin: next.origin)
    }
}
