#!/usr/bin/env python3
"""Writes the game's event sounds, data/sounds/*.wav: short, soft tones made from sine waves.

    python3 scripts/make-sounds.py

Standard library only; the output is deterministic. The sounds are the game's own (no samples),
released with the game under its licence. Each is mono 16-bit 44.1 kHz, at most 0.9 s, peaking
at a third of full scale, with smooth attacks and releases so that nothing clicks.
"""
import math
import struct
import wave
from pathlib import Path

RATE = 44_100
PEAK = 0.33
OUT = Path(__file__).resolve().parent.parent / "data" / "sounds"


def note(frequency: float, seconds: float, *, harmonics=(1.0, 0.25, 0.08), attack=0.01, decay=6.0, glide=0.0):
    """A bell-like note: a few harmonics under an exponential decay, with an optional pitch glide."""
    samples = []
    count = int(seconds * RATE)
    phase = [0.0] * len(harmonics)
    for i in range(count):
        t = i / RATE
        f = frequency * (1 + glide * t / seconds)
        envelope = min(1.0, t / attack) * math.exp(-decay * t) * min(1.0, (count - i) / (0.02 * RATE))
        value = 0.0
        for n, weight in enumerate(harmonics):
            phase[n] += 2 * math.pi * f * (n + 1) / RATE
            value += weight * math.sin(phase[n])
        samples.append(value * envelope / sum(harmonics))
    return samples


def sequence(*parts, gap=0.0):
    out = []
    for part in parts:
        out += part + [0.0] * int(gap * RATE)
    return out


def mix(*tracks):
    length = max(len(track) for track in tracks)
    return [sum(track[i] for track in tracks if i < len(track)) / len(tracks) for i in range(length)]


def write(name: str, samples):
    peak = max(abs(s) for s in samples) or 1.0
    frames = b"".join(struct.pack("<h", round(s / peak * PEAK * 32767)) for s in samples)
    with wave.open(str(OUT / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    print(f"{name}: {len(samples) / RATE:.2f} s")


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    # A letter found: a short bright tick, E6.
    write("right.wav", note(1318.5, 0.16, decay=22))
    # A wrong letter: a soft low thud that falls a little, A3 to F3.
    write("wrong.wav", note(220.0, 0.24, harmonics=(1.0, 0.5, 0.2), decay=14, glide=-0.2))
    # A win: a rising major arpeggio, C5 E5 G5 C6.
    write("win.wav", sequence(*(note(f, 0.2, decay=9) for f in (523.25, 659.25, 783.99, 1046.5)), gap=0.01))
    # A loss: a falling minor third, E4 then C#4, slow and soft.
    write("lose.wav", sequence(note(329.63, 0.32, decay=5), note(277.18, 0.45, decay=4)))
    # A new record: a bright chord, C6 E6 G6, with a shimmer.
    write("record.wav", mix(note(1046.5, 0.9, decay=4), note(1318.5, 0.9, decay=4.5), note(1568.0, 0.9, decay=5),
                            note(2093.0, 0.6, decay=8)))


if __name__ == "__main__":
    main()
