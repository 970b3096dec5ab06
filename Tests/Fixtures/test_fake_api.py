"""Self-test for fake_api.py.  Stdlib urllib/http.client only, 127.0.0.1 only."""

import http.client
import json
import os
import re
import select
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from fake_api import FakeAPI, HUGE_SIZE  # noqa: E402

SCRIPT = os.path.join(HERE, "fake_api.py")
WORD_RE = re.compile(r"^[a-z]{4,12}$")


def get(url, timeout=5):
    """Return (status, headers, body bytes) for any HTTP status."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        with e:
            return e.code, e.headers, e.read()


def get_json(url, timeout=5):
    status, headers, body = get(url, timeout)
    return status, json.loads(body)


def times_out(url, timeout=0.4):
    start = time.monotonic()
    with pytest.raises((TimeoutError, socket.timeout, urllib.error.URLError)) as info:
        get(url, timeout=timeout)
    if isinstance(info.value, urllib.error.URLError):
        assert isinstance(info.value.reason, (TimeoutError, socket.timeout))
    assert time.monotonic() - start < 3


@pytest.fixture
def api():
    with FakeAPI() as a:
        yield a


SCRIPTED = {
    "tt0000001": {"kind": "movie", "fields": {"Title": "Citizen Kane", "Year": "1941",
                                              "Website": None}},
    "tt0000002": {"kind": "series", "fields": {"totalSeasons": "7"}},
    "tt0000003": {"kind": "short"},
    "tt0000004": {"kind": "error", "error": "Something went wrong.", "status": 200},
    "tt0000005": {"kind": "broken"},
    "tt0000006": {"kind": "html"},
    "tt0000007": {"kind": "stall", "seconds": 10},
    "tt0000008": {"kind": "raw", "status": 502, "body": "Bad Gateway",
                  "content_type": "text/plain"},
    "tt0000009": {"kind": "error"},
}


# ---------------------------------------------------------------- words

def test_words_good(api):
    status, headers, body = get(api.url("/words/good?number=10"))
    assert status == 200
    assert headers["Content-Type"].startswith("application/json")
    words = json.loads(body)
    assert len(words) == 10 and len(set(words)) == 10
    assert all(isinstance(w, str) and WORD_RE.match(w) for w in words)
    assert get_json(api.url("/words/good?number=3"))[1] == words[:3]
    assert len(get_json(api.url("/words/good"))[1]) == 10
    assert len(set(get_json(api.url("/words/good?number=40"))[1])) == 40


def test_words_fixed_and_list(api):
    assert get_json(api.url("/words/fixed/casablanca?number=3")) == (200, ["casablanca"] * 3)
    assert get_json(api.url("/words/fixed/zebra"))[1] == ["zebra"] * 10
    assert get_json(api.url("/words/list/alpha,beta,%C3%A9lan?number=9")) == \
        (200, ["alpha", "beta", "élan"])
    assert get_json(api.url("/words/list/solo")) == (200, ["solo"])


def test_words_slow_does_not_block_others(api):
    times_out(api.url("/words/slow?number=10"))
    times_out(api.url("/words/stall"))
    # a stalled request must not block others
    t = threading.Thread(target=lambda: times_out(api.url("/words/slow"), 1.5), daemon=True)
    t.start()
    time.sleep(0.1)
    start = time.monotonic()
    assert get_json(api.url("/words/good"))[0] == 200
    assert time.monotonic() - start < 1.0
    t.join(5)


def test_words_failures(api):
    status, headers, body = get(api.url("/words/500?number=10"))
    assert (status, body) == (500, b"Internal Server Error")

    for path, code in (("/words/html", 503), ("/words/html200", 200)):
        status, headers, body = get(api.url(path + "?number=10"))
        assert status == code
        assert headers["Content-Type"].startswith("text/html")
        assert b"<title>Application Error</title>" in body

    status, headers, body = get(api.url("/words/trace?number=10"))
    assert status == 200 and headers["Content-Type"].startswith("text/plain")
    text = body.decode()
    assert text.startswith("TypeError: Cannot read properties of undefined")
    assert "    at " in text

    status, headers, body = get(api.url("/words/ratelimit?number=10"))
    assert status == 403 and headers["Content-Type"].startswith("application/json")
    assert json.loads(body) == {"Error": "You hit the rate limit, please try again in 5 seconds."}

    status, headers, body = get(api.url("/words/toomany/3600"))
    assert status == 429 and headers["Retry-After"] == "3600" and body == b"Too Many Requests"
    status, headers, _ = get(api.url("/words/toomany/none"))
    assert status == 429 and "Retry-After" not in headers

    assert get_json(api.url("/words/error200")) == (200, {"Error": "Something broke"})
    assert get_json(api.url("/words/empty?number=10")) == (200, [])
    status, bad = get_json(api.url("/words/badwords?number=10"))
    assert status == 200
    assert bad == ["Hello", "x1", "ab", "élan", "a-b", 42, None]
    assert not any(isinstance(w, str) and WORD_RE.match(w) for w in bad)


def test_words_huge(api):
    with urllib.request.urlopen(api.url("/words/huge?number=10"), timeout=5) as r:
        assert r.status == 200
        assert int(r.headers["Content-Length"]) == HUGE_SIZE
        head = r.read(4096)
    assert head.startswith(b"[")
    assert b'"aaaa","aaaa",' in head

    conn = http.client.HTTPConnection("127.0.0.1", api.port, timeout=5)
    conn.request("GET", "/words/huge-chunked?number=10")
    r = conn.getresponse()
    assert r.status == 200
    assert r.headers["Transfer-Encoding"] == "chunked"
    assert r.headers["Content-Length"] is None
    head = r.read(4096)
    assert head.startswith(b"[") and b'"aaaa",' in head
    conn.close()
    # server is still fine after clients aborted
    assert get_json(api.url("/words/good"))[0] == 200


def test_words_close(api):
    with pytest.raises((urllib.error.URLError, http.client.HTTPException, ConnectionError)):
        get(api.url("/words/close?number=10"))
    assert get_json(api.url("/words/good"))[0] == 200


def test_unknown_route(api):
    assert get(api.url("/nope"))[0] == 404


# ---------------------------------------------------------------- OMDb

def test_omdb_keys_and_ids(api):
    for path in ("/omdb/?i=tt0034583", "/omdb?i=tt0034583&apikey="):
        assert get_json(api.url(path)) == \
            (401, {"Response": "False", "Error": "No API key provided."})
    assert get_json(api.url("/omdb/?i=tt0034583&apikey=bad")) == \
        (401, {"Response": "False", "Error": "Invalid API key!"})
    assert get_json(api.url("/omdb/?i=tt0034583&apikey=limit")) == \
        (401, {"Response": "False", "Error": "Request limit reached!"})
    for bad_id in ("tt123", "nm0034583", "tt0034583x", ""):
        assert get_json(api.url(f"/omdb/?i={bad_id}&apikey=k")) == \
            (200, {"Response": "False", "Error": "Incorrect IMDb ID."})
    assert get_json(api.url("/omdb/?apikey=k"))[1]["Error"] == "Incorrect IMDb ID."


def test_omdb_hit_rate_default_all_movies(api):
    titles = set()
    for n in range(40):
        imdb_id = f"tt{1000000 + n:07d}"
        status, movie = get_json(api.url(f"/omdb?i={imdb_id}&apikey=k"))
        assert status == 200 and movie["Response"] == "True"
        assert movie["imdbID"] == imdb_id and movie["Type"] == "movie"
        assert "Short" not in movie["Genre"]
        for key, value in movie.items():
            if key == "Ratings":
                assert all(isinstance(r["Value"], str) for r in value)
            else:
                assert isinstance(value, str), key
        for key in ("DVD", "BoxOffice", "Production", "Website", "Poster", "Plot"):
            assert key in movie
        assert movie["Poster"].startswith("http://127.0.0.1:")
        titles.add(movie["Title"])
    assert len(titles) > 5
    # deterministic
    assert get_json(api.url("/omdb?i=tt1000000&apikey=k")) == \
        get_json(api.url("/omdb?i=tt1000000&apikey=other"))


def test_omdb_hit_rate_partial():
    ids = [f"tt{2000000 + n:07d}" for n in range(100)]
    with FakeAPI(hit_rate=0.0) as api:
        for imdb_id in ids[:30]:
            status, ans = get_json(api.url(f"/omdb/?i={imdb_id}&apikey=k"))
            assert status == 200
            assert ans["Response"] == "False" or "Short" in ans["Genre"]
    with FakeAPI(hit_rate=0.5) as api:
        hits = 0
        for imdb_id in ids:
            ans = get_json(api.url(f"/omdb/?i={imdb_id}&apikey=k"))[1]
            if ans["Response"] == "True" and "Short" not in ans["Genre"]:
                hits += 1
        assert 25 <= hits <= 75


def test_omdb_script():
    with FakeAPI(omdb_script=SCRIPTED) as api:
        def q(imdb_id, timeout=5):
            return get(api.url(f"/omdb/?i={imdb_id}&apikey=k"), timeout)

        status, _, body = q("tt0000001")
        movie = json.loads(body)
        assert status == 200 and movie["Title"] == "Citizen Kane"
        assert movie["imdbID"] == "tt0000001" and movie["Response"] == "True"
        assert "Website" not in movie and movie["Director"] == "Michael Curtiz"

        series = json.loads(q("tt0000002")[2])
        assert series["Type"] == "series" and series["totalSeasons"] == "7"
        assert series["imdbID"] == "tt0000002"
        for key in ("DVD", "BoxOffice", "Production", "Website"):
            assert key not in series

        short = json.loads(q("tt0000003")[2])
        assert short["Type"] == "movie" and "Short" in short["Genre"]
        assert short["Runtime"] == "12 min"

        assert json.loads(q("tt0000004")[2]) == \
            {"Response": "False", "Error": "Something went wrong."}
        assert json.loads(q("tt0000009")[2]) == \
            {"Response": "False", "Error": "Error getting data."}

        status, _, body = q("tt0000005")
        assert status == 200 and body == b'{"Title":"Casa'
        with pytest.raises(ValueError):
            json.loads(body)

        status, headers, body = q("tt0000006")
        assert status == 200 and headers["Content-Type"].startswith("text/html")

        times_out(api.url("/omdb/?i=tt0000007&apikey=k"))

        status, headers, body = q("tt0000008")
        assert (status, body, headers["Content-Type"]) == (502, b"Bad Gateway", "text/plain")

        # unlisted id and no default
        assert json.loads(q("tt9999999")[2])["Error"] == "Incorrect IMDb ID."

    with FakeAPI(omdb_script={"default": {"kind": "movie"}}) as api:
        movie = get_json(api.url("/omdb/?i=tt12345678&apikey=k"))[1]
        assert movie["imdbID"] == "tt12345678" and movie["Title"] == "Casablanca"


def test_bad_script_rejected():
    with pytest.raises(ValueError):
        FakeAPI(omdb_script={"tt0000001": {"kind": "nonsense"}})


# ---------------------------------------------------------------- log & delay

def test_log_and_masking(api):
    get(api.url("/words/good?number=10"))
    get(api.url("/omdb/?i=tt0034583&apikey=SECRET123"))
    get(api.url("/omdb/?apikey=SECRET123&i=tt0034583"))
    expected = ["/words/good?number=10", "/omdb/?i=tt0034583&apikey=***",
                "/omdb/?apikey=***&i=tt0034583"]
    assert api.log() == expected
    status, logged = get_json(api.url("/__log"))
    assert status == 200 and logged == expected
    _, _, raw = get(api.url("/__log/full"))
    assert b"SECRET123" not in raw
    assert json.loads(raw)[0] == "GET /words/good?number=10"

    req = urllib.request.Request(api.url("/__log/clear"), data=b"", method="POST")
    with urllib.request.urlopen(req, timeout=5) as r:
        assert r.status == 200
    assert get_json(api.url("/__log")) == (200, [])

    get(api.url("/words/empty"))
    assert api.log() == ["/words/empty"]
    get(api.url("/__log/clear"))
    assert api.log() == []
    get(api.url("/words/empty"))
    api.clear_log()
    assert api.log() == []


def test_delay():
    with FakeAPI(delay_ms=200) as api:
        start = time.monotonic()
        assert get_json(api.url("/words/good"))[0] == 200
        assert time.monotonic() - start >= 0.19


# ---------------------------------------------------------------- subprocess

def _spawn(*args, stdin=subprocess.DEVNULL):
    proc = subprocess.Popen([sys.executable, SCRIPT, *args], stdin=stdin,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ready, _, _ = select.select([proc.stdout], [], [], 10)
    assert ready, "no PORT line within 10 s"
    line = proc.stdout.readline()
    m = re.fullmatch(r"PORT (\d+)\n", line)
    assert m, repr(line)
    return proc, int(m.group(1))


def test_subprocess_port_and_sigterm(tmp_path):
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"default": {"kind": "series"}}))
    proc, port = _spawn("--omdb-script", str(script), "--lifetime", "30")
    try:
        base = f"http://127.0.0.1:{port}"
        assert get_json(base + "/words/fixed/hangman?number=2") == (200, ["hangman"] * 2)
        assert get_json(base + "/omdb/?i=tt0000042&apikey=k")[1]["Type"] == "series"
        assert get_json(base + "/__log")[1] == ["/words/fixed/hangman?number=2",
                                                "/omdb/?i=tt0000042&apikey=***"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=5) == 0
        assert proc.stdout.read() == ""          # exactly one stdout line
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_subprocess_lifetime_and_stdin_eof():
    proc, _ = _spawn("--lifetime", "0.5")
    try:
        assert proc.wait(timeout=5) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()

    proc, port = _spawn("--exit-on-stdin-eof", "--omdb-hit-rate", "0.3", "--delay-ms", "1",
                        stdin=subprocess.PIPE)
    try:
        assert get_json(f"http://127.0.0.1:{port}/words/good")[0] == 200
        time.sleep(0.3)
        assert proc.poll() is None
        proc.stdin.close()
        assert proc.wait(timeout=5) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
