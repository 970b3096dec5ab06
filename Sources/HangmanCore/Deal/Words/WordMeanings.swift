#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension WordLexicon {
    /// What each word means: the bytes of `<lang>-meanings.txt` (`word<TAB>meaning<TAB>definition`),
    /// whose lines the list script writes in the order of their lowercased words' UTF-8 bytes,
    /// searched by halves. One buffer the size of the file: a table of its lines as strings took
    /// several times the memory, and pages the reading thread's heap kept (docs/benchmarks.md, "memory").
    struct Meanings: Sendable {
        private let bytes: [UInt8]

        /// The file's bytes. Lines out of order (a file edited by hand) are put in order, a word
        /// on several lines keeps its last, and lines without a word are dropped.
        init(fileBytes: [UInt8]) {
            bytes = Self.isInOrder(fileBytes) ? fileBytes : Self.inOrder(fileBytes)
        }

        /// The meanings of `byWord` (tests), as the file would hold them.
        init(byWord: [String: (meaning: String, definition: String?)]) {
            let field = { (text: String) in text.utf8.map { $0 == fieldSeparatorByte || $0 == lineBreakByte || $0 == 0x0D ? 0x20 : $0 } }
            var text: [UInt8] = []
            for (word, (meaning, definition)) in byWord {
                text += field(word) + [fieldSeparatorByte] + field(meaning) + [fieldSeparatorByte] + field(definition ?? "") + [lineBreakByte]
            }
            self.init(fileBytes: text)
        }

        /// The meaning and definition of `word` (any case); nil when no line has a meaning for it.
        func lookUp(_ word: String) -> (meaning: String, definition: String?)? {
            let key = Array(word.lowercased().utf8)
            return bytes.withUnsafeBufferPointer { buffer -> (meaning: String, definition: String?)? in
                guard let text = buffer.baseAddress else { return nil }
                // `low` is a line's start, `high` a line's start or the end: the word's line,
                // if any, lies between them. Plain loops over the bytes: the tests' debug build
                // looks up every word, and generic searches there cost 6 times as much.
                var low = 0
                var high = buffer.count
                while low < high {
                    var start = low + (high - low) / 2
                    while start > low && text[start - 1] != lineBreakByte { start -= 1 }
                    var end = start
                    while end < high && text[end] != lineBreakByte { end += 1 }
                    var wordEnd = start
                    while wordEnd < end && text[wordEnd] != fieldSeparatorByte { wordEnd += 1 }
                    switch Self.order(of: buffer[start..<wordEnd], against: key) {
                    case .before:
                        low = end + 1
                    case .after:
                        high = start
                    case .same:
                        let fields = buffer[start..<end].split(separator: fieldSeparatorByte, maxSplits: 2, omittingEmptySubsequences: false)
                        guard fields.count > 1 else { return nil }
                        let meaning = WordLexicon.trimmedField(fields[1])
                        guard !meaning.isEmpty else { return nil }
                        let definition = fields.count > 2 ? WordLexicon.trimmedField(fields[2]) : ""
                        return (meaning, definition.isEmpty ? nil : definition)
                    }
                }
                return nil
            }
        }

        private enum Order { case before, same, after }

        /// Where the line whose first field is `field` stands against the one of `key`. An ASCII
        /// word is lowercased as it is compared, without a copy: a search reads about 14 lines.
        private static func order(of field: Slice<UnsafeBufferPointer<UInt8>>, against key: [UInt8]) -> Order {
            guard let word = WordLexicon.withoutASCIISpaces(field) else { return key.isEmpty ? .same : .before }
            guard word.allSatisfy({ $0 < 0x80 }) else {
                let lineKey = Self.key(of: field)
                return lineKey == key ? .same : lineKey.lexicographicallyPrecedes(key) ? .before : .after
            }
            return key.withUnsafeBufferPointer { key in
                var keyIndex = 0
                for byte in word {
                    guard keyIndex < key.count else { return .after }
                    let lowered = asciiLowercased(byte)
                    if lowered != key[keyIndex] { return lowered < key[keyIndex] ? .before : .after }
                    keyIndex += 1
                }
                return keyIndex == key.count ? .same : .before
            }
        }

        /// The lowercased word of a line's first field, as UTF-8: the order of the file's lines.
        private static func key(of field: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
            guard let word = WordLexicon.withoutASCIISpaces(field) else { return [] }
            if word.allSatisfy({ $0 < 0x80 }) { return word.map(asciiLowercased) }
            return Array(WordLexicon.trimmedField(field).lowercased().utf8)
        }

        private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
            (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        }

        /// Calls `body` with each line of `bytes` (without its newline) and the line's key, until
        /// `body` returns false.
        private static func forEachKeyedLine(in bytes: [UInt8], _ body: (Range<Int>, [UInt8]) -> Bool) {
            WordLexicon.forEachLine(in: bytes) { fields in
                body(fields[0].startIndex..<fields[fields.count - 1].endIndex, key(of: fields[0]))
            }
        }

        /// True when every line has a word and each word comes after the one before.
        private static func isInOrder(_ bytes: [UInt8]) -> Bool {
            var previous: [UInt8]? = nil
            var inOrder = true
            forEachKeyedLine(in: bytes) { _, key in
                if key.isEmpty || previous.map({ !$0.lexicographicallyPrecedes(key) }) == true { inOrder = false }
                previous = key
                return inOrder
            }
            return inOrder
        }

        /// The lines of `bytes` that have a word, in the order of their words, the last line of
        /// each word only.
        private static func inOrder(_ bytes: [UInt8]) -> [UInt8] {
            var lines: [(key: [UInt8], range: Range<Int>)] = []
            forEachKeyedLine(in: bytes) { range, key in
                if !key.isEmpty { lines.append((key, range)) }
                return true
            }
            lines.sort { $0.key == $1.key ? $0.range.lowerBound < $1.range.lowerBound : $0.key.lexicographicallyPrecedes($1.key) }
            var sorted: [UInt8] = []
            sorted.reserveCapacity(bytes.count + 1)
            for (index, line) in lines.enumerated() where index + 1 == lines.count || lines[index + 1].key != line.key {
                sorted += bytes[line.range]
                sorted.append(lineBreakByte)
            }
            return sorted
        }
    }
}
