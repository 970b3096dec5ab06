#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a delivered puzzle came from.
public enum PuzzleOrigin: Equatable, Sendable {
    /// From the network source.
    case online
    /// From the bundled data, and why.
    case bundled(FallbackReason)
    /// From the bundled list because the player's choice is dealt from it alone (a category):
    /// nothing is wrong.
    case chosenList
    /// From the bundled list for the first game of a launch, with nothing kept from the last
    /// one, while the network fills the queue for the next games: nothing is wrong either.
    case bundledAtLaunch
}
