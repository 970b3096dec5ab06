import Foundation
import Testing
@testable import HangmanCore

/// OMDb bodies as OMDb sends them: every value a string, "N/A" for unknown.
private enum OMDbBody {
    /// A feature film with 3 directors and an unknown age rating.
    static let thiefOfBagdad = #"""
    {"Title":"The Thief of Bagdad","Year":"1940","Rated":"N/A","Released":"25 Dec 1940","Runtime":"106 min","Genre":"Adventure, Family, Fantasy","Director":"Michael Powell, Ludwig Berger, Tim Whelan","Writer":"Lajos Biró, Miles Malleson","Actors":"Conrad Veidt, Sabu, June Duprez","Plot":"After being tricked and cast out of Bagdad by the evil Jaffar, King Ahmad joins forces with a thief named Abu.","Language":"English","Country":"United Kingdom","Awards":"Won 3 Oscars. 5 wins & 1 nomination total","Poster":"https://m.media-amazon.com/images/M/MV5B.jpg","Ratings":[{"Source":"Internet Movie Database","Value":"7.4/10"},{"Source":"Rotten Tomatoes","Value":"100%"}],"Metascore":"N/A","imdbRating":"7.4","imdbVotes":"15,523","imdbID":"tt0033152","Type":"movie","DVD":"N/A","BoxOffice":"N/A","Production":"N/A","Website":"N/A","Response":"True"}
    """#

    /// A series: no DVD, BoxOffice, Production or Website, but totalSeasons.
    static let twilightZone = #"""
    {"Title":"The Twilight Zone","Year":"1959–1964","Rated":"TV-PG","Released":"02 Oct 1959","Runtime":"51 min","Genre":"Drama, Fantasy, Horror","Director":"N/A","Writer":"Rod Serling","Actors":"Rod Serling, Robert McCord, Jay Overholts","Plot":"Ordinary people find themselves in extraordinarily astounding situations.","Language":"English","Country":"United States","Awards":"Won 3 Primetime Emmys. 8 wins & 13 nominations total","Poster":"https://m.media-amazon.com/images/M/MV5B.jpg","Ratings":[{"Source":"Internet Movie Database","Value":"9.0/10"}],"Metascore":"N/A","imdbRating":"9.0","imdbVotes":"95,000","imdbID":"tt0052520","Type":"series","totalSeasons":"5","Response":"True"}
    """#

    /// A movie body with the given title, genre and runtime; everything else as OMDb writes it.
    static func movie(
        id: String = "tt0040000", title: String, genre: String = "Comedy, Romance", runtime: String = "94 min"
    ) -> String {
        #"""
        {"Title":"\#(title)","Year":"1947","Rated":"Approved","Released":"12 Mar 1947","Runtime":"\#(runtime)","Genre":"\#(genre)","Director":"Some Director","Writer":"N/A","Actors":"Lead One, Lead Two, Lead Three","Plot":"N/A","Language":"English","Country":"United States","Awards":"N/A","Poster":"N/A","Ratings":[],"Metascore":"N/A","imdbRating":"6.9","imdbVotes":"1,234","imdbID":"\#(id)","Type":"movie","DVD":"N/A","BoxOffice":"N/A","Production":"N/A","Website":"N/A","Response":"True"}
        """#
    }

    static func error(_ message: String) -> String {
        #"{"Response":"False","Error":"\#(message)"}"#
    }
}

@Suite("OMDb answers")
struct OMDbAnswerTests {
    private func decode(_ body: String, status: Int = 200) -> OMDbAnswer {
        OMDbAnswer.decode(status: status, body: Array(body.utf8))
    }

    private func isNotPlayable(_ answer: OMDbAnswer) -> Bool {
        if case .notPlayable = answer { return true }
        return false
    }

    @Test("a feature film becomes a film: fields mapped, \"N/A\" to nil, 3 directors split")
    func movie() throws {
        let answer = decode(OMDbBody.thiefOfBagdad)
        guard case .film(let puzzle) = answer, case let film = puzzle.film else {
            Issue.record("expected a film, got \(answer)")
            return
        }
        #expect(film == Film(
            imdbID: "tt0033152", title: "The Thief of Bagdad", year: "1940", released: "25 Dec 1940",
            imdbRating: "7.4", rated: nil, genres: ["Adventure", "Family", "Fantasy"],
            directors: ["Michael Powell", "Ludwig Berger", "Tim Whelan"],
            actors: ["Conrad Veidt", "Sabu", "June Duprez"]))
        #expect(!String(describing: film).contains("N/A"))
    }

    @Test("every known-unknown \"N/A\" becomes nil or empty")
    func allUnknown() {
        let body = #"""
        {"Title":"Stranger on the Third Floor","Year":"1940","Rated":"N/A","Released":"N/A","Runtime":"N/A","Genre":"N/A","Director":"N/A","Writer":"N/A","Actors":"N/A","Plot":"N/A","Language":"N/A","Country":"N/A","Awards":"N/A","Poster":"N/A","Ratings":[],"Metascore":"N/A","imdbRating":"N/A","imdbVotes":"N/A","imdbID":"tt0033104","Type":"movie","DVD":"N/A","BoxOffice":"N/A","Production":"N/A","Website":"N/A","Response":"True"}
        """#
        #expect(decode(body) == .film(.known(Film(imdbID: "tt0033104", title: "Stranger on the Third Floor", year: "1940"))))
    }

    @Test("a series is not playable")
    func series() {
        #expect(isNotPlayable(decode(OMDbBody.twilightZone)))
    }

    @Test("a short (\"Short, Comedy\", 12 min) is not playable")
    func short() {
        #expect(isNotPlayable(decode(OMDbBody.movie(title: "One Week", genre: "Short, Comedy", runtime: "12 min"))))
    }

    @Test("a \"Short\" genre with an unknown runtime is not playable")
    func shortUnknownRuntime() {
        #expect(isNotPlayable(decode(OMDbBody.movie(title: "The Kid Brother", genre: "Comedy, Short", runtime: "N/A"))))
    }

    @Test("a film with \"Short\" in its genre but 45 min is a film")
    func longShort() {
        let answer = decode(OMDbBody.movie(id: "tt0015864", title: "The Gold Rush", genre: "Short, Adventure", runtime: "45 min"))
        #expect(answer == .film(.known(Film(
            imdbID: "tt0015864", title: "The Gold Rush", year: "1947", released: "12 Mar 1947", imdbRating: "6.9",
            rated: "Approved", genres: ["Short", "Adventure"], directors: ["Some Director"],
            actors: ["Lead One", "Lead Two", "Lead Three"]))))
    }

    @Test("a genre that only contains the letters \"Short\" inside a word is not a short")
    func shortInsideAWord() {
        guard case .film = decode(OMDbBody.movie(title: "Shorty's Return", genre: "Shorts-Comedy, Drama", runtime: "20 min")) else {
            Issue.record("\"Shorts-Comedy\" is not the Short genre")
            return
        }
    }

    @Test("a title with a letter that does not fold to A–Z is not playable", arguments: [
        "Броненосец Потёмкин",
        "Þrymskviða",
        "七人の侍",
    ])
    func unplayableTitle(title: String) {
        #expect(isNotPlayable(decode(OMDbBody.movie(title: title))))
    }

    @Test("a 50,000-character title is not playable: GTK could not even lay it out")
    func giantTitle() {
        #expect(isNotPlayable(decode(OMDbBody.movie(title: String(repeating: "Casablanca ", count: 4_546)))))
    }

    @Test("every hint field is bounded: at most 10 names of at most 100 characters, a longer field is unknown")
    func boundedHints() throws {
        let names = (1...40).map { "Lead \($0)" }.joined(separator: ", ")
        let giant = String(repeating: "x", count: 101)
        var body = OMDbBody.movie(title: "Casablanca", genre: String(repeating: "Drama, ", count: 2_000))
        body = body.replacingFirst("Lead One, Lead Two, Lead Three", with: "\(giant), " + names)
        body = body.replacingFirst(#""Director":"Some Director""#, with: #""Director":"\#(names)""#)
        body = body.replacingFirst(#""imdbRating":"6.9""#, with: #""imdbRating":"\#(giant)""#)
        body = body.replacingFirst(#""Released":"12 Mar 1947""#, with: #""Released":"\#(String(repeating: "9", count: 50_000))""#)
        let answer = decode(body)
        guard case .film(let puzzle) = answer, case let film = puzzle.film else {
            Issue.record("expected a film, got \(answer)")
            return
        }
        #expect(film.directors == (1...10).map { "Lead \($0)" })
        #expect(film.actors == (1...10).map { "Lead \($0)" }, "the 101-character name is dropped, not cut")
        #expect(film.genres.isEmpty && film.imdbRating == nil && film.released == nil)
        #expect(film.year == "1947")
        #expect(film.releaseDate == ReleaseDate(yearField: "1947"), "the date hint falls back to the year")
    }

    @Test("bidi overrides and control characters in a title or a name are not shown")
    func titleWithoutBidiOrControls() throws {
        let body = OMDbBody.movie(title: #"Casa\u202Eblanca\u0007 Nights"#)
            .replacingFirst("Lead One", with: #"Lead\u2066 One\tTwo"#)
        let answer = decode(body)
        guard case .film(let puzzle) = answer, case let film = puzzle.film else {
            Issue.record("expected a film, got \(answer)")
            return
        }
        #expect(film.title == "Casablanca  Nights")
        #expect(film.actors?.first == "Lead One Two")
        #expect(FilmPuzzle(film: film)?.puzzle.answer == "Casablanca  Nights")
    }

    @Test("a film whose id is not an IMDb id is unreadable, not cached under it")
    func malformedID() {
        #expect(decode(OMDbBody.movie(id: #"tt0040001\u0000"#, title: "Casablanca")) == .unreadable)
        #expect(decode(OMDbBody.movie(id: String(repeating: "t", count: 10_000), title: "Casablanca")) == .unreadable)
    }

    @Test("a title with accents and punctuation is a film, kept exactly as written")
    func accentedTitle() {
        let answer = decode(OMDbBody.movie(title: "Amélie: l'été!"))
        guard case .film(let puzzle) = answer, case let film = puzzle.film else {
            Issue.record("expected a film, got \(answer)")
            return
        }
        #expect(film.title == "Amélie: l'été!")
        #expect(FilmPuzzle(film: film)?.puzzle.answer == "Amélie: l'été!")
    }

    @Test("an episode or a game is not playable")
    func otherTypes() {
        let episode = OMDbBody.movie(title: "Pilot").replacingFirst(#""Type":"movie""#, with: #""Type":"episode""#)
        let game = OMDbBody.movie(title: "Pac-Man").replacingFirst(#""Type":"movie""#, with: #""Type":"game""#)
        #expect(isNotPlayable(decode(episode)))
        #expect(isNotPlayable(decode(game)))
    }

    @Test("OMDb's 200 errors are answers about the id: not playable", arguments: [
        "Incorrect IMDb ID.",
        "Error getting data.",
        "Something went wrong.",
        "Movie not found!",
    ])
    func errorsWith200(message: String) {
        #expect(decode(OMDbBody.error(message)) == .notPlayable(message))
    }

    @Test("key problems are key refusals with their reason")
    func keyRefused() {
        #expect(decode(OMDbBody.error("Invalid API key!"), status: 401) == .keyRefused(.invalidAPIKey))
        #expect(decode(OMDbBody.error("Request limit reached!"), status: 401) == .keyRefused(.requestLimitReached))
        #expect(decode(OMDbBody.error("No API key provided."), status: 401) == .keyRefused(.missingAPIKey))
    }

    @Test("Response is tested, not the status: a key message with 200 is still a refusal")
    func keyMessageWith200() {
        #expect(decode(OMDbBody.error("Request limit reached!"), status: 200) == .keyRefused(.requestLimitReached))
    }

    @Test("an unknown error with 401 is an invalid key")
    func unknownErrorWith401() {
        #expect(decode(OMDbBody.error("Daily quota exceeded, upgrade now."), status: 401) == .keyRefused(.invalidAPIKey))
    }

    @Test("bodies that are not an OMDb answer are unreadable", arguments: [
        #"{"Title":"Casa"#,
        "<!DOCTYPE html>\n<html><head><title>Service Unavailable</title></head><body><h1>503</h1></body></html>",
        "",
        "[]",
        #"{"Title":"Casablanca"}"#,
        #"{"Response":"True","Type":"movie","imdbID":"tt0034583"}"#,
        "Internal Server Error",
    ])
    func unreadable(body: String) {
        #expect(decode(body) == .unreadable)
        #expect(decode(body, status: 503) == .unreadable)
    }

    @Test("the runtime in minutes is read from \"102 min\"")
    func runtime() {
        #expect(OMDbAnswer.runtimeMinutes("102 min") == 102)
        #expect(OMDbAnswer.runtimeMinutes("N/A") == nil)
        #expect(OMDbAnswer.runtimeMinutes(nil) == nil)
        for absurd in ["0 min", "-5 min", "99999 min", "١٠٢ min"] {
            #expect(OMDbAnswer.runtimeMinutes(absurd) == nil, "\(absurd): not a positive runtime, left out")
        }
    }
}

extension String {
    /// The string with the first `target` replaced, for one-field variants of a body.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

@Suite("OMDb's 429")
struct OMDbTooManyRequestsTests {
    @Test("a 429 says the key's limit is reached, whatever its body, and is not cached as an answer about the id",
          arguments: ["<html>Too Many Requests</html>", #"{"Response":"False","Error":"Slow down"}"#, ""])
    func tooManyRequests(body: String) {
        #expect(OMDbAnswer.decode(status: 429, body: Array(body.utf8)) == .keyRefused(.requestLimitReached))
    }
}
