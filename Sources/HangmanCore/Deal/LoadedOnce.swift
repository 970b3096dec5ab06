import Synchronization

/// A value loaded on first use, at most once, from whichever thread asks first: the bundled
/// data is read off the main thread, by the ready queues.
public final class LoadedOnce<Value: Sendable>: Sendable {
    private let load: @Sendable () -> Value
    private let value = Mutex<Value?>(nil)

    public init(_ load: @escaping @Sendable () -> Value) {
        self.load = load
    }

    public var wrappedValue: Value {
        value.withLock { value in
            if let value { return value }
            let loaded = load()
            value = loaded
            return loaded
        }
    }
}
