import CGtk
import Glibc

/// How many heaps glibc's malloc keeps for the process's threads.
public enum MallocArenas {
    /// The arenas the game needs: one for the main thread, one shared by the workers.
    static let limit: Int32 = 2

    /// Caps glibc's arenas at two, unless the player's environment chose (`MALLOC_ARENA_MAX`,
    /// `GLIBC_TUNABLES`). By default each new thread that allocates gets an arena of its own, up
    /// to eight per core, and Dispatch runs Swift's tasks on up to eight threads (two per QoS):
    /// the few kilobytes each allocates and frees keep pages of their own (docs/benchmarks.md has
    /// the figures). Call it first thing in `main`, before any thread starts.
    public static func limitForTheGame() {
        let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) } ?? ""
        guard getenv("MALLOC_ARENA_MAX") == nil, !tunables.contains("glibc.malloc.arena_max") else { return }
        _ = mallopt(M_ARENA_MAX, limit)
    }
}
