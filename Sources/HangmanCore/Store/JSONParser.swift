/// Reads JSON bytes straight into a `JSONValue`, in one pass, for the store's file.
///
/// `JSONDecoder` decodes a `JSONValue` by trying each type in turn, and each failed try builds
/// an error with its coding path, which made a large store slow to open (docs/benchmarks.md). This reads
/// the same documents (RFC 8259, UTF-8), with the same answers: a whole number that fits `Int`
/// is `.int`, any other number `.double`; of a repeated key, the first value counts. Invalid
/// UTF-8, a lone surrogate, a control character in a string, trailing bytes, or nesting deeper
/// than `JSONValue.maximumNesting` is an error. A fuzz test checks it against `JSONDecoder`.
enum JSONParser {
    struct Failure: Error, Equatable {
        var offset: Int
        var reason: String
    }

    static func parse(_ bytes: [UInt8], maximumNesting: Int = JSONValue.maximumNesting) throws(Failure) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> JSONValue in
            var reader = Reader(bytes: buffer, maximumNesting: maximumNesting)
            reader.skipSpaces()
            let value = try reader.value(depth: 0)
            reader.skipSpaces()
            guard reader.index == buffer.count else { throw reader.failure("trailing bytes") }
            return value
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let maximumNesting: Int
        var index = 0

        func failure(_ reason: String) -> Failure {
            Failure(offset: index, reason: reason)
        }

        mutating func skipSpaces() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard index < bytes.count else { throw failure("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return try number()
            }
        }

        mutating func literal(_ word: StaticString) throws(Failure) {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { throw failure("unexpected end") }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
                throw failure("not a JSON value")
            }
            index += count
        }

        mutating func object(depth: Int) throws(Failure) -> JSONValue {
            guard depth <= maximumNesting else { throw failure("nested too deep") }
            index += 1
            var fields: [String: JSONValue] = [:]
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            }
            while true {
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
                let key = try string()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
                index += 1
                skipSpaces()
                let item = try value(depth: depth)
                if fields[key] == nil { fields[key] = item } // a repeated key: the first wins, as in JSONDecoder
                skipSpaces()
                guard index < bytes.count else { throw failure("unexpected end") }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): index += 1; return .object(fields)
                default: throw failure("expected ',' or '}'")
                }
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSONValue {
            guard depth <= maximumNesting else { throw failure("nested too deep") }
            index += 1
            var items: [JSONValue] = []
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpaces()
                items.append(try value(depth: depth))
                skipSpaces()
                guard index < bytes.count else { throw failure("unexpected end") }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(items)
                default: throw failure("expected ',' or ']'")
                }
            }
        }

        /// A string, from its opening quote; escapes decoded, UTF-8 validated.
        mutating func string() throws(Failure) -> String {
            index += 1
            let start = index
            // Fast path: no escape before the closing quote, the bytes are the string.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = try validated(bytes[start..<index])
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                guard byte >= 0x20 else { throw failure("control character in a string") }
                index += 1
            }
            var utf8 = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    let text = try validated(utf8[...])
                    index += 1
                    return text
                case UInt8(ascii: "\\"):
                    index += 1
                    try escape(into: &utf8)
                case 0..<0x20:
                    throw failure("control character in a string")
                default:
                    utf8.append(byte)
                    index += 1
                }
            }
            throw failure("unterminated string")
        }

        func validated<Bytes: Collection<UInt8>>(_ utf8: Bytes) throws(Failure) -> String {
            guard let text = String(validating: utf8, as: UTF8.self) else { throw failure("invalid UTF-8") }
            return text
        }

        /// One escape, after its backslash.
        mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
            guard index < bytes.count else { throw failure("unexpected end") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var code = UInt32(try hex4())
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw failure("lone surrogate")
                    }
                    index += 2
                    let low = UInt32(try hex4())
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw failure("lone surrogate")
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("invalid escape") }
                utf8.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw failure("invalid escape")
            }
        }

        mutating func hex4() throws(Failure) -> UInt16 {
            guard index + 4 <= bytes.count else { throw failure("unexpected end") }
            var value: UInt16 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw failure("invalid \\u escape")
                }
                value = value << 4 | UInt16(digit)
                index += 1
            }
            return value
        }

        /// A number as RFC 8259 writes it: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
        mutating func number() throws(Failure) -> JSONValue {
            let start = index
            var isInteger = true
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw failure("not a JSON value") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                isInteger = false
                index += 1
                guard index < bytes.count, Self.isDigit(bytes[index]) else { throw failure("digit expected") }
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                isInteger = false
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, Self.isDigit(bytes[index]) else { throw failure("digit expected") }
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isInteger, let integer = Int(text) { return .int(integer) }
            guard let double = Double(text), double.isFinite else { throw failure("number out of range") }
            // As JSONDecoder: a whole number that fits Int is an integer, however written (2e3).
            if double.rounded() == double, let integer = Int(exactly: double) { return .int(integer) }
            return .double(double)
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
