/// One item of a decoded list or map that may not decode: a bad entry becomes nil instead of
/// failing the whole file, so one damaged or out-of-range entry costs only itself.
struct SkippedIfInvalid<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
