#!/usr/bin/env python3
"""Offline stand-in for random-word-api and OMDb, including their bad days.

Stdlib only, Python >= 3.11.  Binds 127.0.0.1 only; never touches the network.

Command line
------------
    python3 fake_api.py [--omdb-script FILE] [--omdb-hit-rate R] [--delay-ms N]
                        [--lifetime SECONDS] [--exit-on-stdin-eof] [--verbose]

Prints exactly one line ``PORT <n>`` on stdout (flushed), then serves until
``--lifetime`` seconds have passed (default 300), SIGTERM/SIGINT arrives, or
(with ``--exit-on-stdin-eof``) stdin reaches EOF.  Exit status 0.

In-process
----------
    from fake_api import FakeAPI
    with FakeAPI(omdb_script=None, hit_rate=1.0, delay_ms=0) as api:
        api.port, api.url("/words/good"), api.log(), api.clear_log()

An OMDb script maps ids (or "default") to entries {"kind": ..., ...}; its optional "sequence"
is a list of entries answered in the order requests arrive, whatever their ids, before the
per-id entries apply.

Routes
------
    /words/good              200 JSON array of `number` (default 10) distinct words
    /words/fixed/<word>      200 JSON array of <word> repeated `number` times
    /words/list/<w1>,<w2>    200 exactly that array (percent-decoded)
    /words/slow              sleeps 10 s, then like /words/good
    /words/stall             sleeps 60 s (the longest sleep), then closes without an answer
    /words/500               500 text/plain "Internal Server Error"
    /words/html              503 Heroku "Application Error" page
    /words/html200           the same page with 200
    /words/trace             200 text/plain Node.js stack trace
    /words/ratelimit         403 {"Error":"You hit the rate limit, ..."}
    /words/toomany/<value>   429 with `Retry-After: <value>` (percent-decoded; "none": no header)
    /words/error200          200 {"Error":"Something broke"}
    /words/empty             200 []
    /words/badwords          200 ["Hello","x1","ab","élan","a-b",42,null]
    /words/huge              200, 50 MiB JSON body with Content-Length
    /words/huge-chunked      200, 50 MiB JSON body, Transfer-Encoding: chunked
    /words/short-body        200, Content-Length 4096, then 20 bytes and the connection closed
    /words/bad-chunks        200, chunked, with a chunk size that is not hexadecimal
    /words/close             connection closed without any answer
    /redirect/same           302 to /words/good on this host (127.0.0.1)
    /redirect/other          302 to /words/good on "localhost": the same server, another host name
    /redirect/loop           302 to itself
    /omdb, /omdb/            OMDb (?i=tt...&apikey=...)
    /posters/<name>.png      tiny 1x1 PNG (generated Poster URLs point here)
    /__log                   JSON array of logged "path?query" strings
    /__log/full              JSON array of "METHOD path?query" strings
    /__log/clear             (GET or POST) clears the log -> {"cleared": n}
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import signal
import socket
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

# --------------------------------------------------------------------------
# Constants and built-in data
# --------------------------------------------------------------------------

MAX_SLEEP_SECONDS = 60.0          # upper bound for every sleep the server does
SLOW_WORDS_SECONDS = 10.0
DEFAULT_NUMBER = 10
MAX_NUMBER = 1000
HUGE_SIZE = 50 * 1024 * 1024      # 50 MiB
IMDB_ID_RE = re.compile(r"^tt\d{7,8}$")
VALID_WORD_RE = re.compile(r"^[a-z]{4,12}$")

WORDS = [
    "abridge", "cactus", "lantern", "meadow", "harbor", "pencil", "giraffe",
    "blanket", "orchard", "thunder", "velvet", "whistle", "kingdom", "puzzle",
    "marble", "journey", "falcon", "glacier", "compass", "biscuit", "candle",
    "dolphin", "feather", "garden", "horizon", "island", "jigsaw", "kettle",
    "library", "mirror", "notebook", "octopus", "pyramid", "quilt", "rainbow",
    "saddle", "tornado", "umbrella", "voyage", "window", "yellow", "zeppelin",
]
assert len(set(WORDS)) == len(WORDS)
assert all(VALID_WORD_RE.match(w) for w in WORDS)

BAD_WORDS = ["Hello", "x1", "ab", "élan", "a-b", 42, None]

HEROKU_ERROR_HTML = """<!DOCTYPE html>
\t<html>
\t  <head>
\t\t<meta name="viewport" content="width=device-width, initial-scale=1">
\t\t<meta charset="utf-8">
\t\t<title>Application Error</title>
\t\t<style media="screen">
\t\t  html,body,iframe {
\t\t\tmargin: 0;
\t\t\tpadding: 0;
\t\t  }
\t\t  html,body {
\t\t\theight: 100%;
\t\t\toverflow: hidden;
\t\t  }
\t\t  iframe {
\t\t\twidth: 100%;
\t\t\theight: 100%;
\t\t\tborder: 0;
\t\t  }
\t\t</style>
\t  </head>
\t  <body>
\t\t<iframe src="//www.herokucdn.com/error-pages/application-error.html"></iframe>
\t  </body>
\t</html>
"""

NODE_STACK_TRACE = """TypeError: Cannot read properties of undefined (reading 'length')
    at getRandomWords (/app/src/controllers/word.js:27:31)
    at /app/src/routes/index.js:14:18
    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)
    at next (/app/node_modules/express/lib/router/route.js:144:13)
    at Route.dispatch (/app/node_modules/express/lib/router/route.js:114:3)
    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)
    at /app/node_modules/express/lib/router/index.js:284:15
    at Function.process_params (/app/node_modules/express/lib/router/index.js:346:12)
    at next (/app/node_modules/express/lib/router/index.js:280:10)
    at cors (/app/node_modules/cors/lib/index.js:188:7)
"""

OMDB_HTML = """<!DOCTYPE html>
<html>
<head><title>503 Service Temporarily Unavailable</title></head>
<body>
<center><h1>503 Service Temporarily Unavailable</h1></center>
<hr><center>Microsoft-IIS/10.0</center>
<p>The service is unavailable. Please try again later.</p>
</body>
</html>
"""

# (title, year, director, genre, actors, runtime minutes)
FILMS = [
    ("Casablanca", "1942", "Michael Curtiz", "Drama, Romance, War",
     "Humphrey Bogart, Ingrid Bergman, Paul Henreid", 102),
    ("The Maltese Falcon", "1941", "John Huston", "Crime, Film-Noir, Mystery",
     "Humphrey Bogart, Mary Astor, Gladys George", 100),
    ("Citizen Kane", "1941", "Orson Welles", "Drama, Mystery",
     "Orson Welles, Joseph Cotten, Dorothy Comingore", 119),
    ("The Wizard of Oz", "1939", "Victor Fleming", "Adventure, Family, Fantasy",
     "Judy Garland, Frank Morgan, Ray Bolger", 102),
    ("Gone with the Wind", "1939", "Victor Fleming", "Drama, Romance, War",
     "Clark Gable, Vivien Leigh, Thomas Mitchell", 238),
    ("It Happened One Night", "1934", "Frank Capra", "Comedy, Romance",
     "Clark Gable, Claudette Colbert, Walter Connolly", 105),
    ("Metropolis", "1927", "Fritz Lang", "Drama, Sci-Fi",
     "Brigitte Helm, Alfred Abel, Gustav Fröhlich", 153),
    ("Nosferatu", "1922", "F.W. Murnau", "Fantasy, Horror",
     "Max Schreck, Alexander Granach, Gustav von Wangenheim", 94),
    ("The General", "1926", "Clyde Bruckman, Buster Keaton",
     "Action, Adventure, Comedy", "Buster Keaton, Marion Mack, Glen Cavender", 78),
    ("City Lights", "1931", "Charles Chaplin", "Comedy, Drama, Romance",
     "Charles Chaplin, Virginia Cherrill, Florence Lee", 87),
    ("Modern Times", "1936", "Charles Chaplin", "Comedy, Drama, Romance",
     "Charles Chaplin, Paulette Goddard, Henry Bergman", 87),
    ("King Kong", "1933", "Merian C. Cooper, Ernest B. Schoedsack",
     "Adventure, Horror, Sci-Fi", "Fay Wray, Robert Armstrong, Bruce Cabot", 100),
    ("Frankenstein", "1931", "James Whale", "Drama, Horror, Sci-Fi",
     "Colin Clive, Mae Clarke, Boris Karloff", 70),
    ("Dracula", "1931", "Tod Browning", "Drama, Fantasy, Horror",
     "Bela Lugosi, Helen Chandler, David Manners", 75),
    ("Duck Soup", "1933", "Leo McCarey", "Comedy, Musical, War",
     "Groucho Marx, Harpo Marx, Chico Marx", 69),
    ("Stagecoach", "1939", "John Ford", "Adventure, Drama, Western",
     "John Wayne, Claire Trevor, Andy Devine", 96),
    ("Rebecca", "1940", "Alfred Hitchcock", "Drama, Film-Noir, Mystery",
     "Laurence Olivier, Joan Fontaine, George Sanders", 130),
    ("The Grapes of Wrath", "1940", "John Ford", "Drama, History",
     "Henry Fonda, Jane Darwell, John Carradine", 129),
    ("His Girl Friday", "1940", "Howard Hawks", "Comedy, Romance",
     "Cary Grant, Rosalind Russell, Ralph Bellamy", 92),
    ("The Philadelphia Story", "1940", "George Cukor", "Comedy, Romance",
     "Cary Grant, Katharine Hepburn, James Stewart", 112),
    ("Double Indemnity", "1944", "Billy Wilder", "Crime, Drama, Film-Noir",
     "Fred MacMurray, Barbara Stanwyck, Edward G. Robinson", 107),
    ("Notorious", "1946", "Alfred Hitchcock", "Drama, Film-Noir, Romance",
     "Cary Grant, Ingrid Bergman, Claude Rains", 102),
    ("It's a Wonderful Life", "1946", "Frank Capra", "Drama, Family, Fantasy",
     "James Stewart, Donna Reed, Lionel Barrymore", 130),
    ("The Third Man", "1949", "Carol Reed", "Film-Noir, Mystery, Thriller",
     "Orson Welles, Joseph Cotten, Alida Valli", 104),
    ("Sunset Boulevard", "1950", "Billy Wilder", "Drama, Film-Noir",
     "William Holden, Gloria Swanson, Erich von Stroheim", 110),
    ("All About Eve", "1950", "Joseph L. Mankiewicz", "Drama",
     "Bette Davis, Anne Baxter, George Sanders", 138),
    ("Singin' in the Rain", "1952", "Stanley Donen, Gene Kelly",
     "Comedy, Musical, Romance", "Gene Kelly, Donald O'Connor, Debbie Reynolds", 103),
    ("Rear Window", "1954", "Alfred Hitchcock", "Mystery, Thriller",
     "James Stewart, Grace Kelly, Wendell Corey", 112),
    ("The Lady Vanishes", "1938", "Alfred Hitchcock", "Mystery, Thriller",
     "Margaret Lockwood, Michael Redgrave, Paul Lukas", 96),
    ("Bringing Up Baby", "1938", "Howard Hawks", "Comedy, Romance",
     "Katharine Hepburn, Cary Grant, Charles Ruggles", 102),
    ("The 39 Steps", "1935", "Alfred Hitchcock", "Crime, Mystery, Thriller",
     "Robert Donat, Madeleine Carroll, Lucie Mannheim", 86),
]

OMDB_KINDS = {"movie", "series", "short", "error", "broken", "html", "stall", "raw"}


def _png_1x1() -> bytes:
    def chunk(tag: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + tag + data
                + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))
    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\x00\x80\x80\x80")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


POSTER_PNG = _png_1x1()


# --------------------------------------------------------------------------
# OMDb answer templates
# --------------------------------------------------------------------------

def movie_template(imdb_id: str, poster: str) -> dict:
    return {
        "Title": "Casablanca",
        "Year": "1942",
        "Rated": "PG",
        "Released": "23 Jan 1943",
        "Runtime": "102 min",
        "Genre": "Drama, Romance, War",
        "Director": "Michael Curtiz",
        "Writer": "Julius J. Epstein, Philip G. Epstein, Howard Koch",
        "Actors": "Humphrey Bogart, Ingrid Bergman, Paul Henreid",
        "Plot": ("A cynical expatriate American cafe owner struggles to decide "
                 "whether or not to help his former lover and her fugitive "
                 "husband escape the Nazis in French Morocco."),
        "Language": "English, French, German, Italian",
        "Country": "United States",
        "Awards": "Won 3 Oscars. 13 wins & 9 nominations total",
        "Poster": poster,
        "Ratings": [
            {"Source": "Internet Movie Database", "Value": "8.5/10"},
            {"Source": "Rotten Tomatoes", "Value": "99%"},
            {"Source": "Metacritic", "Value": "100/100"},
        ],
        "Metascore": "100",
        "imdbRating": "8.5",
        "imdbVotes": "600,000",
        "imdbID": imdb_id,
        "Type": "movie",
        "DVD": "N/A",
        "BoxOffice": "$4,219,709",
        "Production": "N/A",
        "Website": "N/A",
        "Response": "True",
    }


def series_template(imdb_id: str, poster: str) -> dict:
    return {
        "Title": "The Twilight Zone",
        "Year": "1959–1964",
        "Rated": "TV-PG",
        "Released": "02 Oct 1959",
        "Runtime": "51 min",
        "Genre": "Drama, Fantasy, Horror",
        "Director": "N/A",
        "Writer": "Rod Serling",
        "Actors": "Rod Serling, Robert McCord, Jay Overholts",
        "Plot": ("Ordinary people find themselves in extraordinarily "
                 "astounding situations, which they each try to solve in a "
                 "remarkable manner."),
        "Language": "English",
        "Country": "United States",
        "Awards": "Won 3 Primetime Emmys. 8 wins & 13 nominations total",
        "Poster": poster,
        "Ratings": [{"Source": "Internet Movie Database", "Value": "9.0/10"}],
        "Metascore": "N/A",
        "imdbRating": "9.0",
        "imdbVotes": "95,000",
        "imdbID": imdb_id,
        "Type": "series",
        "totalSeasons": "5",
        "Response": "True",
    }


def short_template(imdb_id: str, poster: str) -> dict:
    return {
        "Title": "The Great Train Robbery",
        "Year": "1903",
        "Rated": "Not Rated",
        "Released": "01 Dec 1903",
        "Runtime": "12 min",
        "Genre": "Short, Action, Crime",
        "Director": "Edwin S. Porter",
        "Writer": "Scott Marble, Edwin S. Porter",
        "Actors": "A.C. Abadie, Gilbert M. 'Broncho Billy' Anderson, George Barnes",
        "Plot": "A group of bandits stage a brazen train hold-up, only to find "
                "a determined posse hot on their heels.",
        "Language": "None",
        "Country": "United States",
        "Awards": "N/A",
        "Poster": poster,
        "Ratings": [{"Source": "Internet Movie Database", "Value": "7.2/10"}],
        "Metascore": "N/A",
        "imdbRating": "7.2",
        "imdbVotes": "21,000",
        "imdbID": imdb_id,
        "Type": "movie",
        "DVD": "N/A",
        "BoxOffice": "N/A",
        "Production": "N/A",
        "Website": "N/A",
        "Response": "True",
    }


def _apply_fields(answer: dict, fields: dict | None) -> dict:
    """Override fields; a value of null removes the field."""
    for key, value in (fields or {}).items():
        if value is None:
            answer.pop(key, None)
        else:
            answer[key] = value
    return answer


def _hash_fraction(text: str, salt: str = "") -> tuple[float, int]:
    digest = hashlib.sha256((salt + text).encode()).digest()
    n = int.from_bytes(digest[:8], "big")
    return n / 2.0 ** 64, int.from_bytes(digest[8:16], "big")


def generated_movie(imdb_id: str, poster: str) -> dict:
    _, n = _hash_fraction(imdb_id, "film")
    title, year, director, genre, actors, minutes = FILMS[n % len(FILMS)]
    rating = 6.5 + (n >> 8) % 25 / 10          # 6.5 .. 8.9
    votes = 1000 + (n >> 16) % 500000
    answer = movie_template(imdb_id, poster)
    answer.update({
        "Title": title,
        "Year": year,
        "Rated": "Approved" if int(year) < 1950 else "Not Rated",
        "Released": f"{(n >> 24) % 28 + 1:02d} {['Jan', 'Mar', 'May', 'Sep', 'Nov'][(n >> 32) % 5]} {year}",
        "Runtime": f"{minutes} min",
        "Genre": genre,
        "Director": director,
        "Writer": "N/A",
        "Actors": actors,
        "Plot": f"A {genre.split(',')[0].strip().lower()} picture from {year}, "
                f"directed by {director}.",
        "Language": "English",
        "Country": "United States",
        "Awards": "N/A",
        "Ratings": [{"Source": "Internet Movie Database", "Value": f"{rating:.1f}/10"}],
        "Metascore": "N/A",
        "imdbRating": f"{rating:.1f}",
        "imdbVotes": f"{votes:,}",
        "BoxOffice": "N/A",
    })
    return answer


def validate_script(script) -> dict:
    if not isinstance(script, dict):
        raise ValueError("OMDb script must be a JSON object")
    entries = [(key, entry) for key, entry in script.items() if key != "sequence"]
    sequence = script.get("sequence", [])
    if not isinstance(sequence, list):
        raise ValueError("OMDb script: sequence must be a list of entries")
    entries += [(f"sequence[{index}]", entry) for index, entry in enumerate(sequence)]
    for key, entry in entries:
        if not isinstance(entry, dict) or entry.get("kind") not in OMDB_KINDS:
            raise ValueError(f"OMDb script entry {key!r}: kind must be one of "
                             f"{sorted(OMDB_KINDS)}")
    return script


# --------------------------------------------------------------------------
# Server
# --------------------------------------------------------------------------

class FakeServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    request_queue_size = 128
    allow_reuse_address = True

    def __init__(self, omdb_script=None, hit_rate=None, delay_ms=0, verbose=False):
        self.omdb_script = validate_script(omdb_script) if omdb_script is not None else None
        # "sequence": entries answered in the order requests arrive, whatever the id; then
        # the per-id entries and "default" as usual.
        self.omdb_sequence = list((omdb_script or {}).get("sequence", []))
        self.omdb_sequence_lock = threading.Lock()
        if hit_rate is None:
            hit_rate = 1.0
        if not 0.0 <= float(hit_rate) <= 1.0:
            raise ValueError("hit rate must be within 0..1")
        self.hit_rate = float(hit_rate)
        self.delay_s = max(0.0, min(float(delay_ms) / 1000.0, MAX_SLEEP_SECONDS))
        self.verbose = verbose
        self.stop_event = threading.Event()
        self.log_lock = threading.Lock()
        self.request_log: list[tuple[str, str]] = []
        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def port(self) -> int:
        return self.server_address[1]

    def sleep(self, seconds: float) -> bool:
        """Bounded sleep; returns False if the server is stopping."""
        seconds = max(0.0, min(float(seconds), MAX_SLEEP_SECONDS))
        return not self.stop_event.wait(seconds)

    def record(self, method: str, path: str) -> None:
        with self.log_lock:
            self.request_log.append((method, path))

    def log_paths(self) -> list[str]:
        with self.log_lock:
            return [p for _, p in self.request_log]

    def log_full(self) -> list[str]:
        with self.log_lock:
            return [f"{m} {p}" for m, p in self.request_log]

    def clear_log(self) -> int:
        with self.log_lock:
            n = len(self.request_log)
            self.request_log.clear()
            return n

    def handle_error(self, request, client_address):
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, TimeoutError, socket.timeout)):
            return
        if self.verbose:
            super().handle_error(request, client_address)


def mask_query(query: str) -> str:
    return re.sub(r"(?i)(^|&)(apikey)=[^&]*", r"\1\2=***", query)


def mask_path(raw_path: str) -> str:
    if "?" not in raw_path:
        return raw_path
    path, query = raw_path.split("?", 1)
    return f"{path}?{mask_query(query)}"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeAPI/1.0"
    sys_version = ""
    timeout = 30  # idle keep-alive connections are dropped after this

    server: FakeServer

    def log_message(self, fmt, *args):
        if self.server.verbose:
            sys.stderr.write("fake_api: " + (fmt % args) + "\n")

    # ---- plumbing ---------------------------------------------------------

    def do_GET(self):
        self._dispatch("GET")

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        if 0 < length <= 1 << 20:
            self.rfile.read(length)
        self._dispatch("POST")

    def do_HEAD(self):
        self._dispatch("HEAD")

    def _dispatch(self, method: str):
        try:
            self._route(method)
        except (ConnectionError, TimeoutError, socket.timeout, OSError):
            self.close_connection = True

    def send_body(self, status: int, body, content_type: str, extra_headers=None):
        if isinstance(body, str):
            body = body.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra_headers or {}).items():
            self.send_header(k, v)
        if status >= 400:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_json(self, status: int, obj, content_type="application/json; charset=utf-8"):
        self.send_body(status, json.dumps(obj, ensure_ascii=False, separators=(",", ":")),
                       content_type)

    def text(self, status: int, body: str):
        self.send_body(status, body, "text/plain; charset=utf-8")

    def _route(self, method: str):
        split = urlsplit(self.path)
        path = split.path
        query = parse_qs(split.query, keep_blank_values=True)

        if path == "/__log" or path.startswith("/__log/"):
            return self._control(method, path)

        self.server.record(method, mask_path(self.path))
        if self.server.delay_s and not self.server.sleep(self.server.delay_s):
            self.close_connection = True
            return

        if path.startswith("/words/"):
            return self._words(path[len("/words/"):], query)
        if path in ("/omdb", "/omdb/"):
            return self._omdb(query)
        if path.startswith("/posters/"):
            return self.send_body(200, POSTER_PNG, "image/png")
        if path.startswith("/redirect/"):
            port = self.server.server_address[1]
            target = {
                "same": f"http://127.0.0.1:{port}/words/good",
                "other": f"http://localhost:{port}/words/good",
                "loop": f"http://127.0.0.1:{port}/redirect/loop",
            }.get(path[len("/redirect/"):])
            if target:
                if split.query:
                    target += ("&" if "?" in target else "?") + split.query
                return self.send_body(302, "", "text/plain", {"Location": target})
        self.text(404, "Not Found")

    def _control(self, method: str, path: str):
        if path == "/__log" and method in ("GET", "HEAD"):
            return self.send_json(200, self.server.log_paths())
        if path == "/__log/full" and method in ("GET", "HEAD"):
            return self.send_json(200, self.server.log_full())
        if path == "/__log/clear" and method in ("GET", "POST"):
            return self.send_json(200, {"cleared": self.server.clear_log()})
        self.text(404, "Not Found")

    # ---- random-word-api --------------------------------------------------

    @staticmethod
    def _number(query) -> int:
        try:
            n = int(query.get("number", [str(DEFAULT_NUMBER)])[0])
        except ValueError:
            n = DEFAULT_NUMBER
        return max(0, min(n, MAX_NUMBER))

    def _words(self, sub: str, query):
        number = self._number(query)
        if sub == "good":
            return self.send_json(200, WORDS[:number])
        if sub.startswith("fixed/"):
            return self.send_json(200, [unquote(sub[len("fixed/"):])] * number)
        if sub.startswith("list/"):
            rest = sub[len("list/"):]
            words = [unquote(w) for w in rest.split(",")] if rest else []
            return self.send_json(200, words)
        if sub == "slow":
            if not self.server.sleep(SLOW_WORDS_SECONDS):
                self.close_connection = True
                return
            return self.send_json(200, WORDS[:number])
        if sub == "stall":
            self.server.sleep(MAX_SLEEP_SECONDS)
            self.close_connection = True
            return
        if sub == "500":
            return self.text(500, "Internal Server Error")
        if sub in ("html", "html200"):
            return self.send_body(503 if sub == "html" else 200, HEROKU_ERROR_HTML,
                                  "text/html; charset=utf-8",
                                  {"Server": "Cowboy", "Via": "1.1 vegur"})
        if sub == "trace":
            return self.text(200, NODE_STACK_TRACE)
        if sub == "ratelimit":
            return self.send_json(403, {"Error": "You hit the rate limit, please try "
                                                 "again in 5 seconds."})
        if sub.startswith("toomany/"):
            value = unquote(sub[len("toomany/"):])
            return self.send_body(429, "Too Many Requests", "text/plain; charset=utf-8",
                                  {} if value == "none" else {"Retry-After": value})
        if sub == "error200":
            return self.send_json(200, {"Error": "Something broke"})
        if sub == "empty":
            return self.send_json(200, [])
        if sub == "badwords":
            return self.send_json(200, BAD_WORDS)
        if sub == "huge":
            return self._huge(chunked=False)
        if sub == "huge-chunked":
            return self._huge(chunked=True)
        if sub in ("short-body", "bad-chunks"):
            return self._broken_body(chunked=sub == "bad-chunks")
        if sub == "close":
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        self.text(404, "Not Found")

    def _start_json_body(self, chunked: bool, length: int):
        """Status 200 and the headers of a JSON body sent chunked or announced as `length`
        bytes, on a connection closed afterwards."""
        self.close_connection = True
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(length))
        self.send_header("Connection", "close")
        self.end_headers()

    def _broken_body(self, chunked: bool):
        """200, then a body that breaks: Content-Length promises 4096 bytes and 20 come, or a
        chunk size that is not hexadecimal."""
        self._start_json_body(chunked, length=4096)
        try:
            self.wfile.write(b"zz\r\n[\"lantern\"]\r\n0\r\n\r\n" if chunked else b'["lantern","meadow",')
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def _huge(self, chunked: bool):
        item = b'"aaaa",'
        per_chunk = 9362                              # ~64 KiB per write
        count = (HUGE_SIZE - len(b'["aaaa"]')) // len(item)
        pad = HUGE_SIZE - len(b'["aaaa"]') - count * len(item)
        self._start_json_body(chunked, length=HUGE_SIZE)
        if self.command == "HEAD":
            return

        def pieces():
            yield b"[" + b" " * pad
            left = count
            while left > 0:
                n = min(per_chunk, left)
                yield item * n
                left -= n
            yield b'"aaaa"]'

        try:
            for piece in pieces():
                if self.server.stop_event.is_set():
                    return
                if chunked:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
                else:
                    self.wfile.write(piece)
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
        except (ConnectionError, TimeoutError, socket.timeout, OSError):
            pass

    # ---- OMDb -------------------------------------------------------------

    def _omdb_error(self, message: str, status: int = 200):
        self.send_json(status, {"Response": "False", "Error": message})

    def _poster_url(self, imdb_id: str) -> str:
        return f"http://127.0.0.1:{self.server.port}/posters/{imdb_id}.png"

    def _omdb(self, query):
        apikey = query.get("apikey", [""])[0]
        if not apikey:
            return self._omdb_error("No API key provided.", 401)
        if apikey == "bad":
            return self._omdb_error("Invalid API key!", 401)
        if apikey == "limit":
            return self._omdb_error("Request limit reached!", 401)
        imdb_id = query.get("i", [""])[0]
        if not IMDB_ID_RE.match(imdb_id):
            return self._omdb_error("Incorrect IMDb ID.")

        script = self.server.omdb_script
        if script is not None:
            with self.server.omdb_sequence_lock:
                entry = self.server.omdb_sequence.pop(0) if self.server.omdb_sequence else None
            if entry is None:
                entry = script.get(imdb_id, script.get("default"))
            if entry is None:
                return self._omdb_error("Incorrect IMDb ID.")
            return self._omdb_entry(imdb_id, entry)

        frac, n = _hash_fraction(imdb_id, "hit")
        if frac < self.server.hit_rate:
            return self.send_json(200, generated_movie(imdb_id, self._poster_url(imdb_id)))
        if n % 2 == 0:
            return self._omdb_entry(imdb_id, {"kind": "short"})
        return self._omdb_error("Error getting data.")

    def _omdb_entry(self, imdb_id: str, entry: dict):
        kind = entry.get("kind")
        poster = self._poster_url(imdb_id)
        if kind in ("movie", "series", "short"):
            template = {"movie": movie_template, "series": series_template,
                        "short": short_template}[kind]
            answer = _apply_fields(template(imdb_id, poster), entry.get("fields"))
            return self.send_json(200, answer)
        if kind == "error":
            return self._omdb_error(entry.get("error", "Error getting data."),
                                    int(entry.get("status", 200)))
        if kind == "broken":
            return self.send_body(200, '{"Title":"Casa', "application/json; charset=utf-8")
        if kind == "html":
            return self.send_body(200, OMDB_HTML, "text/html; charset=utf-8")
        if kind == "stall":
            if not self.server.sleep(float(entry.get("seconds", 10))):
                self.close_connection = True
                return
            return self._omdb_error("Incorrect IMDb ID.")
        if kind == "raw":
            return self.send_body(int(entry.get("status", 200)), entry.get("body", ""),
                                  entry.get("content_type", "text/plain; charset=utf-8"),
                                  entry.get("headers"))
        self.text(500, f"fake_api: unknown OMDb script kind {kind!r}")


# --------------------------------------------------------------------------
# In-process API
# --------------------------------------------------------------------------

class FakeAPI:
    """Runs the fake server in a background thread.

    omdb_script: dict (same shape as the --omdb-script file), a path to such a
    JSON file, or None.
    """

    def __init__(self, omdb_script=None, hit_rate=1.0, delay_ms=0, verbose=False):
        if isinstance(omdb_script, (str, os.PathLike)):
            with open(omdb_script, encoding="utf-8") as f:
                omdb_script = json.load(f)
        self._server = FakeServer(omdb_script, hit_rate, delay_ms, verbose)
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return self._server.port

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str = "/") -> str:
        if not path.startswith("/"):
            path = "/" + path
        return self.base_url + path

    def log(self) -> list[str]:
        return self._server.log_paths()

    def log_full(self) -> list[str]:
        return self._server.log_full()

    def clear_log(self) -> None:
        self._server.clear_log()

    def start(self) -> "FakeAPI":
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                name=f"fake_api:{self.port}", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        self._server.stop_event.set()
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join(timeout=5)
            self._thread = None
        self._server.server_close()

    def __enter__(self) -> "FakeAPI":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------

def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--omdb-script", metavar="FILE")
    parser.add_argument("--omdb-hit-rate", type=float, default=None, metavar="R")
    parser.add_argument("--delay-ms", type=float, default=0, metavar="N")
    parser.add_argument("--lifetime", type=float, default=300, metavar="SECONDS")
    parser.add_argument("--exit-on-stdin-eof", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)

    api = FakeAPI(args.omdb_script, args.omdb_hit_rate, args.delay_ms, args.verbose)
    stop = threading.Event()
    signalled = []

    def on_signal(signum, frame):
        # Only touch a plain list here: Event.set() from a signal handler can
        # deadlock if the main thread is inside Event.wait() at that moment.
        signalled.append(signum)

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    if args.exit_on_stdin_eof:
        def watch_stdin():
            try:
                while sys.stdin.buffer.read1(65536):
                    pass
            except (OSError, ValueError):
                pass
            stop.set()
        threading.Thread(target=watch_stdin, daemon=True).start()

    api.start()
    try:
        sys.stdout.write(f"PORT {api.port}\n")
        sys.stdout.flush()
    except (BrokenPipeError, OSError):
        pass

    deadline = time.monotonic() + max(0.0, args.lifetime)
    while not signalled and not stop.is_set():
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            break
        stop.wait(min(0.1, remaining))
    api.stop()
    try:
        sys.stdout.flush()
    except OSError:
        pass
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
