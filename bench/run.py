#!/usr/bin/env python3
"""make bench: the game against the physical limit, as figures (never pass/fail).

Start-up to first frame and peak memory: the release game and bench/baseline.c (a bare GTK 4
window, and the same with an empty header bar) run in turn under the same Xvfb, each printing
CLOCK_MONOTONIC at its first painted frame and the milestones of its start. Then the cost of
Foundation against FoundationEssentials, then the in-process benchmarks (guess latency, New Game
latency, OMDb cost) from Tests/HangmanBenchmarks.
"""
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "Fixtures"))
from fake_api import FakeAPI  # noqa: E402

RUNS = int(os.environ.get("BENCH_RUNS", "20"))


MILESTONES = ["main", "startup", "activate", "window-built", "presented", "first-frame"]


def run_to_first_frame(command: list[str], env: dict[str, str]) -> tuple[float, float, dict[str, float]]:
    """Milliseconds from exec to the first painted frame, peak RSS in MiB, and the milliseconds
    from exec to each milestone the program printed."""
    start = time.monotonic_ns()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    match = re.search(r"FIRST_FRAME (\d+)", output)
    if not match:
        raise RuntimeError(f"{command[0]} printed no FIRST_FRAME (status {status}): {output!r}")
    milestones = {name: (int(moment) - start) / 1e6 for name, moment in re.findall(r"^MILESTONE (\S+) (\d+)", output, re.M)}
    return (int(match.group(1)) - start) / 1e6, usage.ru_maxrss / 1024, milestones


def startup_and_memory(programs: dict[str, str]) -> dict[str, list]:
    """Runs each program of `programs` (name: binary) RUNS times, in turn, to its first frame."""
    results = {f"{name}_{figure}": [] for name in programs for figure in ("ms", "rss", "milestones")}
    with FakeAPI() as api, tempfile.TemporaryDirectory() as home:
        env = dict(os.environ)
        env.update(
            HANGMAN_EXIT_AFTER_FIRST_FRAME="1",
            HANGMAN_WORDS_URL=api.url("/words/good"),
            XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache", XDG_CONFIG_HOME=f"{home}/config",
        )
        env.pop("OMDB_API_KEY", None)
        for index in range(RUNS):
            order = list(programs.items())
            if index % 2:
                order.reverse()  # A/B, then B/A: no program always runs first or last
            for name, binary in order:
                milliseconds, rss, milestones = run_to_first_frame([binary], env)
                results[f"{name}_ms"].append(milliseconds)
                results[f"{name}_rss"].append(rss)
                results[f"{name}_milestones"].append(milestones)
    return results


def peak_rss_once_shown(command: list[str], env: dict[str, str], settle_s: float = 1.0) -> tuple[float, float]:
    """Peak RSS (VmHWM) in MiB `settle_s` after the program's window is on screen, read from
    /proc as an outside tool would while it runs on: the game has dealt its first puzzle and
    gone on to what follows it (the word service, the meanings, the films). Also its anonymous
    memory then, in MiB: what is the process's own, where RSS also counts the pages of the files
    it maps (code, fonts), which this kernel maps a whole large folio at a time."""
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(process.pid)],
                       check=True, capture_output=True, timeout=30)
        time.sleep(settle_s)
        status = Path(f"/proc/{process.pid}/status").read_text()
        rollup = Path(f"/proc/{process.pid}/smaps_rollup").read_text()
        return (int(re.search(r"^VmHWM:\s+(\d+) kB", status, re.M).group(1)) / 1024,
                int(re.search(r"^Anonymous:\s+(\d+) kB", rollup, re.M).group(1)) / 1024)
    finally:
        process.terminate()
        process.wait(timeout=30)


def memory_once_shown(game: str, baseline: str, runs: int = 6) -> tuple[float, float, float, float]:
    """Median peak RSS of the game and of the bare window one second after each shows, then the
    median anonymous memory of each at that moment."""
    game_rss, base_rss, game_anon, base_anon = [], [], [], []
    with FakeAPI() as api:
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as home:
                env = dict(os.environ)
                env.update(
                    HANGMAN_WORDS_URL=api.url("/words/good"), BASELINE_STAY_OPEN="1",
                    XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache", XDG_CONFIG_HOME=f"{home}/config",
                )
                env.pop("OMDB_API_KEY", None)
                rss, anon = peak_rss_once_shown([game], env)
                game_rss.append(rss)
                game_anon.append(anon)
                rss, anon = peak_rss_once_shown([baseline], env)
                base_rss.append(rss)
                base_anon.append(anon)
    return (statistics.median(game_rss), statistics.median(base_rss),
            statistics.median(game_anon), statistics.median(base_anon))


def first_puzzle_ms(binary: str, home: str, words_url: str) -> float:
    """Milliseconds from exec to the first painted frame that shows a puzzle."""
    env = dict(os.environ)
    env.update(
        HANGMAN_EXIT_AFTER_FIRST_PUZZLE="1", HANGMAN_WORDS_URL=words_url,
        XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache", XDG_CONFIG_HOME=f"{home}/config",
    )
    env.pop("OMDB_API_KEY", None)
    start = time.monotonic_ns()
    process = subprocess.Popen([binary], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    output, _ = process.communicate(timeout=60)
    match = re.search(r"FIRST_PUZZLE (\d+)", output)
    if not match:
        raise RuntimeError(f"{binary} printed no FIRST_PUZZLE: {output!r}")
    return (int(match.group(1)) - start) / 1e6


def time_to_playable_puzzle(binary: str, runs: int = 8) -> dict[str, float]:
    """Exec to the first frame showing a puzzle, cold (empty cache) and warm (words kept by the
    last launch), with a word API that takes 300 ms and one that takes 6 s."""
    results = {}
    for delay in (300, 6000):
        cold, warm = [], []
        with FakeAPI(delay_ms=delay) as slow, FakeAPI(delay_ms=300) as fast:
            for _ in range(runs):
                with tempfile.TemporaryDirectory() as home:
                    cold.append(first_puzzle_ms(binary, home, slow.url("/words/good")))
                    if delay > 300:  # a slow cold start keeps nothing: fill the cache as a fast launch would
                        first_puzzle_ms(binary, home, fast.url("/words/good"))
                    warm.append(first_puzzle_ms(binary, home, slow.url("/words/good")))
        results[f"cold_{delay}"] = statistics.median(cold)
        results[f"warm_{delay}"] = statistics.median(warm)
    return results


def foundation_cost() -> tuple[float, float]:
    """Peak RSS of the same JSON decode with Foundation and with FoundationEssentials."""
    sizes = []
    with tempfile.TemporaryDirectory() as directory:
        for module in ("Foundation", "FoundationEssentials"):
            source = Path(directory) / f"uses{module}.swift"  # a file named Foundation.swift would be module Foundation
            source.write_text(
                f"import {module}\n"
                'let words = try! JSONDecoder().decode([String].self, from: Data("[\\"potiron\\"]".utf8))\n'
                "print(words.count)\n"
            )
            executable = Path(directory) / f"uses{module}"
            subprocess.run(["swiftc", "-O", "-module-name", f"Uses{module}", "-o", str(executable), str(source)],
                           check=True, capture_output=True)
            samples = []
            for _ in range(5):
                process = subprocess.Popen([str(executable)], stdout=subprocess.DEVNULL)
                _, _, usage = os.wait4(process.pid, 0)
                samples.append(usage.ru_maxrss / 1024)
            sizes.append(statistics.median(samples))
    return sizes[0], sizes[1]


def write_large_store(path: Path, games: int) -> None:
    """A store of `games` games, as a long-played or hand-edited one can be."""
    import json
    import uuid
    history = [{"id": str(uuid.UUID(int=i)), "mode": "words" if i % 2 else "movies", "puzzle": f"lantern{i}",
                "result": "won" if i % 3 else "lost", "wrongLetters": ["Q", "Z"], "score": 30 if i % 3 else 0,
                "duration": 42.5, "date": "2026-01-01T00:00:00.000Z", "playerName": "Ada", "language": "en",
                "level": "normal"} for i in range(games)]
    path.write_text(json.dumps({"schemaVersion": 2, "values": {"history": history}}, indent=2))


def large_store_first_puzzle(binary: str, games: int = 200_000, runs: int = 3) -> tuple[float, float]:
    """Median milliseconds from exec to the first frame showing a puzzle, with a store of `games`
    games and with an empty one (settings already split off), a word API taking 300 ms: what the
    first deal waits for besides the network."""
    import shutil
    with tempfile.TemporaryDirectory() as home:
        big = Path(home) / "big.json"
        write_large_store(big, games)
        times: dict[str, list[float]] = {"large": [], "empty": []}
        with FakeAPI(delay_ms=300) as api:
            for _ in range(runs):
                for kind in ("large", "empty"):
                    data = Path(home) / kind / "data" / "io.github.swifthangman.Hangman"
                    shutil.rmtree(Path(home) / kind, ignore_errors=True)
                    data.mkdir(parents=True)
                    if kind == "large":
                        shutil.copy(big, data / "store.json")
                    (data / "settings.json").write_text('{"schemaVersion": 2, "values": {"windowWidth": 760}}')
                    times[kind].append(first_puzzle_ms(binary, str(Path(home) / kind), api.url("/words/good")))
    return statistics.median(times["large"]), statistics.median(times["empty"])


def large_store_first_frame(binary: str, games: int = 200_000, runs: int = 3) -> tuple[float, float, float, float]:
    """Megabytes of a store holding `games` games, and the median milliseconds from exec to the
    first frame with it, with an empty store, and with it once more as the first run after the
    settings got their own file, which moves them out of it (the store is copied afresh for each
    run: the game folds it after its first frame)."""
    import shutil
    with tempfile.TemporaryDirectory() as home:
        big = Path(home) / "big.json"
        write_large_store(big, games)
        times: dict[str, list[float]] = {"large": [], "empty": [], "split": []}
        for _ in range(runs):
            for kind in ("large", "empty", "split"):
                data = Path(home) / kind / "data" / "io.github.swifthangman.Hangman"
                shutil.rmtree(Path(home) / kind, ignore_errors=True)
                data.mkdir(parents=True)
                if kind in ("large", "split"):
                    shutil.copy(big, data / "store.json")
                if kind == "large":
                    (data / "settings.json").write_text('{"schemaVersion": 2, "values": {"windowWidth": 760}}')
                env = dict(os.environ, HANGMAN_EXIT_AFTER_FIRST_FRAME="1", HANGMAN_WORDS_URL="http://127.0.0.1:9/words",
                           XDG_DATA_HOME=str(Path(home) / kind / "data"), XDG_CACHE_HOME=str(Path(home) / "cache"))
                env.pop("OMDB_API_KEY", None)
                times[kind].append(run_to_first_frame([binary], env)[0])
        return (big.stat().st_size / 1e6, statistics.median(times["large"]), statistics.median(times["empty"]),
                statistics.median(times["split"]))


def in_process_benchmarks() -> dict[str, float]:
    env = dict(os.environ, HANGMAN_BENCH="1")
    output = subprocess.run(
        # Release, as built by `make bench` (BENCH_TEST_FLAGS): the player's code is optimised.
        ["swift", "test", "--skip-build", "-c", "release", "-Xswiftc", "-enable-testing",
         "--scratch-path", ".build-bench", "--filter", "HangmanBenchmarks"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800,
    ).stdout
    figures: dict[str, list[float]] = {}
    for name, value in re.findall(r"^BENCH (\S+) ([-\d.e+]+|nan)", output, re.M):
        figures.setdefault(name, []).append(float(value))
    return {name: statistics.median(values) for name, values in figures.items()}


def main() -> None:
    game = subprocess.run(
        ["swift", "build", "-c", "release", "--static-swift-stdlib", "--show-bin-path"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.strip() + "/hangman"
    baseline = str(ROOT / "build" / "bench" / "baseline")
    header_bar = str(ROOT / "build" / "bench" / "baseline-header-bar")
    renderer = os.environ.get("GSK_RENDERER", "default (GL, software under Xvfb)")
    print(f"make bench: {RUNS} runs each, renderer {renderer}, {os.cpu_count()} cores\n")

    programs = {"game": game, "baseline": baseline, "header-bar": header_bar}
    results = startup_and_memory(programs)
    game_ms, base_ms = statistics.median(results["game_ms"]), statistics.median(results["baseline_ms"])
    game_rss, base_rss = statistics.median(results["game_rss"]), statistics.median(results["baseline_rss"])
    bar_ms, bar_rss = statistics.median(results["header-bar_ms"]), statistics.median(results["header-bar_rss"])
    print("1. Start-up to first frame (median)")
    print(f"   game {game_ms:.1f} ms, baseline {base_ms:.1f} ms, ratio {game_ms / base_ms:.3f}x")
    print(f"   the baseline with an empty header bar, as every GNOME window has: {bar_ms:.1f} ms, {bar_ms / base_ms:.3f}x the baseline;"
          f" the game is {game_ms / bar_ms:.3f}x that (target <= 1.05x)")
    print("   milestones, median ms after exec:")
    print("   " + "".join(f"{name:>14}" for name in ["", *MILESTONES]))
    for name in programs:
        runs = results[f"{name}_milestones"]
        cells = [statistics.median(run[m] for run in runs) if all(m in run for run in runs) else float("nan")
                 for m in MILESTONES]
        print("   " + f"{name:>14}" + "".join(f"{cell:14.1f}" for cell in cells))
    print("2. Peak memory (median max RSS)")
    print(f"   game {game_rss:.1f} MiB, baseline {base_rss:.1f} MiB, difference {game_rss - base_rss:+.1f} MiB (target <= +15 MiB)")
    print(f"   the baseline with a header bar: {bar_rss:.1f} MiB, {bar_rss - base_rss:+.1f} MiB")
    shown_game, shown_base, anon_game, anon_base = memory_once_shown(game, baseline)
    print(f"   one second after the window shows (the first puzzle dealt, the word service asked), read from /proc:"
          f" game {shown_game:.1f} MiB, baseline {shown_base:.1f} MiB, difference {shown_game - shown_base:+.1f} MiB (target <= +15 MiB)")
    print(f"   of which anonymous memory (the rest is pages of the files mapped: code, fonts):"
          f" game {anon_game:.1f} MiB, baseline {anon_base:.1f} MiB, difference {anon_game - anon_base:+.1f} MiB")
    foundation, essentials = foundation_cost()
    print(f"   Foundation {foundation:.1f} MiB vs FoundationEssentials {essentials:.1f} MiB for one JSON decode: {foundation - essentials:+.1f} MiB")
    megabytes, large_ms, empty_ms, split_ms = large_store_first_frame(game)
    print(f"   a {megabytes:.0f} MB store (200,000 games): first frame {large_ms:.1f} ms, against {empty_ms:.1f} ms with an empty one")
    print(f"   the first run after the settings split, which reads it once before the window: {split_ms:.1f} ms")
    store_puzzle_ms, empty_puzzle_ms = large_store_first_puzzle(game)
    print(f"   the first puzzle with that store: {store_puzzle_ms:.1f} ms, against {empty_puzzle_ms:.1f} ms with an empty one"
          " (word API 300 ms)")

    figures = in_process_benchmarks()
    def show(name: str, unit: str = "ms") -> str:
        value = figures.get(name)
        return "n/a" if value is None else f"{value:.1f} {unit}"
    print("3. Guess latency: guess -> end of the next painted frame (one frame = 16.7 ms at 60 Hz)")
    print(f"   a player's pace, a key every 0.5-1.2 s, 400 guesses: median {show('guess_player_pace_latency_median_ms')},"
          f" p99 {show('guess_player_pace_latency_p99_ms')} (target p99 within one frame), max {show('guess_player_pace_latency_max_ms')}")
    print(f"     the game's own work (handler + layout + paint): median {show('guess_player_pace_work_median_ms')},"
          f" p99 {show('guess_player_pace_work_p99_ms')}")
    print(f"     keys that came less than a frame after another frame (the timer's): {show('guess_player_pace_keys_behind_another_frame_percent', '%')};"
          f" keys over one frame: {show('guess_player_pace_keys_over_one_frame_count', 'keys')},"
          f" of them behind another frame: {show('guess_player_pace_keys_over_one_frame_behind_another_frame_count', 'keys')}")
    print(f"     the frame that first shows a game's end panel: median {show('guess_player_pace_end_panel_frame_median_ms')},"
          f" max {show('guess_player_pace_end_panel_frame_max_ms')}")
    print(f"   typed every 40-80 ms, faster than anyone types, the last key's animations still running, 1,000 guesses:"
          f" median {show('guess_latency_median_ms')}, p99 {show('guess_latency_p99_ms')}")
    print(f"     keys behind another frame: {show('guess_keys_behind_another_frame_percent', '%')};"
          f" keys over one frame: {show('guess_keys_over_one_frame_count', 'keys')},"
          f" of them behind another frame: {show('guess_keys_over_one_frame_behind_another_frame_count', 'keys')}")
    print(f"     counted from the frame clock's first slot after the key: p99 {show('guess_latency_from_slot_p99_ms')};"
          f" the game's own work: median {show('guess_work_median_ms')}, p99 {show('guess_work_p99_ms')}")
    print(f"   typed every 40-80 ms with reduced motion: median {show('guess_typed_reduced_motion_latency_median_ms')},"
          f" p99 {show('guess_typed_reduced_motion_latency_p99_ms')}")
    print(f"   back to back, a key right after each frame: median {show('guess_back_to_back_latency_median_ms')}, p99 {show('guess_back_to_back_latency_p99_ms')}")
    print(f"     from the first slot: p99 {show('guess_back_to_back_latency_from_slot_p99_ms')};"
          f" the game's own work: median {show('guess_back_to_back_work_median_ms')}, p99 {show('guess_back_to_back_work_p99_ms')}")
    print("4. New Game latency, loopback APIs adding 300 ms per request")
    print(f"   warm queue, to the puzzle in the label: p95 {show('new_game_warm_dealt_p95_ms')} (target p95 <= 5 ms)")
    print(f"   warm queue, to the next painted frame: median {show('new_game_warm_median_ms')}, p95 {show('new_game_warm_p95_ms')}")
    print(f"     without the deal taken ahead (through the queue's actor): to the label p95 {show('new_game_warm_no_deal_ahead_dealt_p95_ms')},"
          f" to the frame median {show('new_game_warm_no_deal_ahead_median_ms')}, p95 {show('new_game_warm_no_deal_ahead_p95_ms')}")
    print(f"   cold first film at 30 % playable ids: median {show('film_cold_first_median_ms')} (target <= 600 ms)")
    print(f"   naive, no queue: word {show('new_game_naive_word_median_ms')}, film {show('film_naive_first_median_ms')}")
    puzzle = time_to_playable_puzzle(game)
    print("6. Time to a playable puzzle: exec -> the first painted frame showing a puzzle (median)")
    for delay, label in ((300, "300 ms"), (6000, "6 s")):
        print(f"   word API taking {label}: cold (empty cache) {puzzle[f'cold_{delay}']:.1f} ms,"
              f" warm (kept words) {puzzle[f'warm_{delay}']:.1f} ms")
    print(f"   the first frame itself: {game_ms:.1f} ms (target: cold and warm within one frame, 16.7 ms, of it, whatever the API does)")
    print("5. OMDb cost")
    print(f"   requests per playable film at 30 % hits: {show('omdb_requests_per_playable_film_median', 'requests')} (the misses force ~3.3)")
    print(f"   requests for cached ids: {show('omdb_requests_for_cached_ids', 'requests')} (target 0)")
    print("7. The archive, with a full history of 1,000 games")
    print(f"   a Stats refresh: from the archive's memory {show('stats_refresh_1000_games_archive_median_ms')},"
          f" decoding the history as before the archive {show('stats_refresh_1000_games_decoding_median_ms')} (median)")
    print(f"   reading and decoding them once, after the first frame: {show('archive_load_1000_games_ms')}")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--large-store-first-puzzle":
        # Compares builds: bench/run.py --large-store-first-puzzle BINARY...
        for binary in sys.argv[2:]:
            large, empty = large_store_first_puzzle(binary, runs=5)
            print(f"{binary}: first puzzle {large:.1f} ms with 200,000 games, {empty:.1f} ms with none")
    else:
        main()
