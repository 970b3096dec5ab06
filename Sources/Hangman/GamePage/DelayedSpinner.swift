import GtkKit

/// A spinner that shows only when a wait lasts: a spinner that flashes for a few milliseconds
/// reads as a glitch, and the first one of a run loads an SVG decoder for its icon.
@MainActor
final class DelayedSpinner {
    /// How long a wait lasts before the spinner shows.
    static let delay: Duration = .milliseconds(300)

    let spinner = Spinner()
    private var timer: Task<Void, Never>?

    init() {
        spinner.setAlign(horizontal: .center)
        spinner.isVisible = false
    }

    var isVisible: Bool { spinner.isVisible }
    var isSpinning: Bool { spinner.isSpinning }

    /// Shows the spinner after `delay`, unless `stop()` comes first.
    func start() {
        timer?.cancel()
        timer = Task { [weak self] in
            try? await Task.sleep(for: Self.delay)
            guard let self, !Task.isCancelled else { return }
            self.spinner.isSpinning = true
            self.spinner.isVisible = true
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
        spinner.isSpinning = false
        spinner.isVisible = false
    }
}
