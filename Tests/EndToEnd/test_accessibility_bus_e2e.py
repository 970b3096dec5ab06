"""The game waits for the AT-SPI registry before it gives the board the focus (a screen reader
must be able to read the board when it hears of it), but never for a bus that says no.

The game's debug log (`G_MESSAGES_DEBUG=Hangman`) says how that wait ended.
"""
import subprocess
import textwrap
import time
from pathlib import Path

import pytest

REGISTRY = "org.a11y.atspi.Registry"

# A bus like a sandbox's proxy: the registry's name is owned, but no call may reach it.
REFUSING_BUS = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <listen>unix:dir={directory}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
    <deny send_destination="{registry}"/>
  </policy>
</busconfig>
"""

# Owns a name on a bus and holds it until killed. Debian's python3 has GObject's bindings
# (python3-gi comes with python3-pyatspi, which `make test` installs).
NAME_OWNER = textwrap.dedent("""
    import sys
    from gi.repository import Gio, GLib
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    connection = Gio.DBusConnection.new_for_address_sync(sys.argv[1], flags, None, None)
    Gio.bus_own_name_on_connection(connection, sys.argv[2], Gio.BusNameOwnerFlags.NONE,
                                   lambda *_: print("owned", flush=True), lambda *_: sys.exit("name lost"))
    GLib.MainLoop().run()
""")


@pytest.fixture
def refusing_bus(tmp_path):
    """The address of a bus on which the registry's name is owned and every call to it refused."""
    directory = tmp_path / "bus"
    directory.mkdir()
    config = tmp_path / "refusing-bus.conf"
    config.write_text(REFUSING_BUS.format(directory=directory, registry=REGISTRY))
    daemon = subprocess.Popen(["dbus-daemon", f"--config-file={config}", "--nofork", "--print-address=1"],
                              stdout=subprocess.PIPE, text=True)
    owner = None
    try:
        address = daemon.stdout.readline().strip()
        assert address.startswith("unix:"), f"dbus-daemon printed {address!r}"
        owner = subprocess.Popen(["/usr/bin/python3", "-c", NAME_OWNER, address, REGISTRY], stdout=subprocess.PIPE, text=True)
        assert owner.stdout.readline().strip() == "owned", "the stand-in registry could not take its name"
        yield address
    finally:
        for process in (owner, daemon):
            if process:
                process.terminate()
                process.wait(timeout=5)


def wait_for_line(game, needle: str, timeout: float = 15) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for line in game.log_path.read_text(errors="replace").splitlines():
            if needle in line:
                return line
        time.sleep(0.1)
    pytest.fail(f"the log never said {needle!r}:\n{game.log_path.read_text(errors='replace')[-3000:]}")


def test_the_game_waits_until_the_registry_lists_it(api, game_factory):
    game = game_factory(api.url("/words/fixed/pumpkin"), extra={"G_MESSAGES_DEBUG": "Hangman", "GTK_A11Y": "atspi"}).start()

    line = wait_for_line(game, "accessibility: ")

    assert "the registry listed the game after" in line, line


def test_a_bus_that_refuses_the_registry_questions_does_not_hold_the_game_up(api, game_factory, refusing_bus):
    game = game_factory(
        api.url("/words/fixed/pumpkin"),
        extra={"G_MESSAGES_DEBUG": "Hangman", "GTK_A11Y": "atspi", "AT_SPI_BUS_ADDRESS": refusing_bus},
    ).start()

    line = wait_for_line(game, "accessibility: ")

    assert "refuses the registry's questions (org.freedesktop.DBus.Error.AccessDenied); not waiting" in line, line
    # The board has the focus: letters typed on the keyboard play, and the game is stored.
    game.type("pumkin")
    games = game.wait_for_history(1)
    assert games[-1]["result"] == "won", games[-1]
