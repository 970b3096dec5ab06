/// Where a mode's puzzles come from: online words, films, and whatever supplies come next. A
/// `GameSession` deals from one.
public protocol PuzzleSupply: Sendable {
    /// The next deal: a ready one, else one fetched within the supply's wait limit, else bundled.
    func nextDeal() async -> PuzzleDeal
    /// A deal that is ready now, or nil: never a wait, never bundled data. Taken ahead of New
    /// Game, so that the next game shows in the same turn of the main loop.
    func readyDeal() async -> PuzzleDeal?
    /// Starts getting puzzles ready, for instance at launch.
    func prefill() async
    /// The first deal of a launch: a ready one, else one at once without waiting on the network
    /// (the Words list); by default `nextDeal()`.
    func firstDeal() async -> PuzzleDeal
    /// Makes the first deal of a launch now, on another thread, for `firstDeal()` to return:
    /// the app asks before it builds its window, so that the deal is at hand for the first frame.
    func startFirstDeal()
}

extension PuzzleSupply {
    public func firstDeal() async -> PuzzleDeal { await nextDeal() }

    /// The first deal is made when asked, by default.
    public func startFirstDeal() {}
}
