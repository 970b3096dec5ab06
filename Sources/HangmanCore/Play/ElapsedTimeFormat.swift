#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Formats elapsed time as the timer shows it: m:ss, or h:mm:ss past one hour.
public enum ElapsedTimeFormat {
    /// The longest time shown, 99:59:59: a longer or non-finite value (a damaged store's 1e300)
    /// shows as that, never traps converting to Int.
    public static let longestShown: TimeInterval = 99 * 3600 + 59 * 60 + 59

    public static func string(seconds: TimeInterval) -> String {
        let bounded = seconds.isNaN ? 0 : min(max(seconds, 0), longestShown)
        let total = Int(bounded.rounded(.down))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let secs = total % 60
        if hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))"
        }
        return "\(minutes):\(twoDigits(secs))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
