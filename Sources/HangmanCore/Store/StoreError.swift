#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// What went wrong when the store file was opened. The app tells the player once.
public enum StoreProblem: Equatable, Sendable {
    /// The file did not parse; it was moved aside to `brokenPath` and the store starts empty.
    case movedAside(brokenPath: String)
    /// The file could not be read or moved; the store runs in memory and never overwrites it.
    case unreadable(String)
    /// A newer version of the game wrote the file (its schema version): the store reads what it
    /// understands and never writes, so that version finds it as it left it.
    case newerVersion(Int)
    /// The file parsed, but a part of it could not be read as it should: the whole file was
    /// copied to `brokenPath`, then the part repaired as far as it could be.
    case partKeptAside(brokenPath: String)
}

/// Why a value could not be saved.
public enum StoreError: Error, Equatable, Sendable {
    /// The disk refused the write.
    case writeFailed(FileSystemError)
    /// The file on disk could not be read, so the store refuses to overwrite it.
    case readOnly
    /// The value could not be turned into JSON.
    case encodingFailed(String)
    /// Another program held the store's lock past `FileLock.waitLimit`: the change is kept in
    /// memory, and `keptAside` says whether it also waits in a file beside the store, to be
    /// merged at the next save or launch (a finished game, a record's name).
    case lockHeld(keptAside: Bool)
}
