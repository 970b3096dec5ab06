import Foundation
import Testing
@testable import HangmanCore

@Suite("The name given for a record")
struct PlayerNameTests {
    /// The UTF-8 bytes of a name: `==` on strings ignores normalization, these do not.
    static func bytes(_ name: String?) -> [UInt8]? {
        name.map { Array($0.utf8) }
    }

    @Test("leading and trailing spaces and newlines are trimmed; inner spaces are kept")
    func trimsSpaces() {
        #expect(PlayerName.sanitized("  Ada  ") == "Ada")
        #expect(PlayerName.sanitized("\n\nAda Lovelace\n") == "Ada Lovelace")
        #expect(PlayerName.sanitized(" \u{A0}Grace\u{2003}\u{3000}") == "Grace", "no-break, em and ideographic spaces too")
        #expect(PlayerName.sanitized("Ada  Lovelace") == "Ada  Lovelace")
    }

    @Test(
        "control characters become spaces wherever they are, so the words they separated stay apart",
        arguments: ["\u{0}", "\u{7}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}"]
    )
    func controlsBecomeSpaces(control: String) {
        #expect(PlayerName.sanitized("\(control)Ada") == "Ada")
        #expect(PlayerName.sanitized("Ada\(control)") == "Ada")
        #expect(PlayerName.sanitized("Ada\(control)Lovelace") == "Ada Lovelace")
        #expect(PlayerName.sanitized("A\(control)d\(control)\(control)a") == "A d  a")
    }

    @Test("several kinds of control characters in one name all become spaces; the rest stays in order")
    func mixedControlsBecomeSpaces() {
        #expect(PlayerName.sanitized("\u{1B}[31mRed\u{7}\u{0}\tTeam\r\n") == "[31mRed   Team")
    }

    @Test("bidi overrides and isolates are dropped: a name cannot reverse the text around it")
    func dropsBidiControls() {
        #expect(PlayerName.sanitized("Ada\u{202E}ecalevoL") == "AdaecalevoL")
        #expect(PlayerName.sanitized("\u{2067}Ada\u{2069}\u{200F}") == "Ada")
    }

    @Test(
        "markup, entities, emoji and right-to-left text are kept exactly",
        arguments: [
            "<b>x</b>",
            "&amp;",
            "<script>alert(1)</script>",
            "👩‍🚀",
            "🇫🇷🇯🇵",
            "👍🏽 Ada",
            "👨‍👩‍👧‍👦",
            "مرحبا",
            "שלום עולם",
            "Ada שלום 42",
            "e\u{301}le\u{300}ve", // decomposed accents stay decomposed
        ]
    )
    func keepsTextExactly(name: String) {
        #expect(Self.bytes(PlayerName.sanitized(name)) == Self.bytes(name))
    }

    @Test("10,000 letters are cut to exactly 32 characters")
    func longNameIsCut() throws {
        let name = try #require(PlayerName.sanitized(String(repeating: "a", count: 10_000)))
        #expect(PlayerName.maxLength == 32)
        #expect(name.count == 32)
        #expect(name == String(repeating: "a", count: 32))
    }

    @Test(
        "10,000 emoji or accented characters are cut to 32 whole characters: a cluster is never split",
        arguments: ["👩‍🚀", "🇫🇷", "👍🏽", "👨‍👩‍👧‍👦", "e\u{301}", "ש"]
    )
    func longClustersAreCutWhole(cluster: String) throws {
        let name = try #require(PlayerName.sanitized(String(repeating: cluster, count: 10_000)))
        #expect(name.count == 32)
        #expect(name.allSatisfy { Array(String($0).unicodeScalars) == Array(cluster.unicodeScalars) })
        #expect(Self.bytes(name) == Self.bytes(String(repeating: cluster, count: 32)))
    }

    @Test("a long name mixing letters and emoji keeps its first 32 characters")
    func longMixedName() throws {
        let pattern = "a👩‍🚀b🇫🇷"
        let name = try #require(PlayerName.sanitized(String(repeating: pattern, count: 2_500)))
        #expect(name.count == 32)
        #expect(Self.bytes(name) == Self.bytes(String(repeating: pattern, count: 8)))
    }

    @Test("controls become spaces before the name is cut, and the cut end is trimmed")
    func controlsBecomeSpacesBeforeTheCut() throws {
        let name = try #require(PlayerName.sanitized(String(repeating: "\u{0}b", count: 5_000)))
        #expect(name == String(String(repeating: "b ", count: 16).dropLast()))
    }

    @Test(
        "an empty name, or one of only spaces and controls, is no name",
        arguments: ["", " ", "     ", "\n\t", "\u{0}\u{7}\u{1B}", " \u{0} \n \u{A0}", String(repeating: " ", count: 10_000)]
    )
    func emptyIsNil(name: String) {
        #expect(PlayerName.sanitized(name) == nil)
    }

    @Test("a name of exactly 32 characters is kept whole")
    func exactly32() {
        let name = String(repeating: "Z", count: 31) + "👩‍🚀"
        #expect(Self.bytes(PlayerName.sanitized(name)) == Self.bytes(name))
    }
}
