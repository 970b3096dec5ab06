"""Reads the game's accessibility tree over AT-SPI, the way Orca does (Debian's python3-pyatspi).

Run with /usr/bin/python3, inside the D-Bus session the game runs in.
"""
import time

import pyatspi


def find_app(name: str = "hangman", timeout: float = 40):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            desktop = pyatspi.Registry.getDesktop(0)
            # The registry starts with the first application on the bus, possibly after this
            # process connected: drop the cached list of applications and ask again.
            desktop.clearCache()
            for index in range(desktop.childCount):
                app = desktop.getChildAtIndex(index)
                if app is not None and app.name == name and app.childCount > 0:
                    return app
        except Exception:  # the registry starts with the first application on the bus
            pass
        time.sleep(0.2)
    raise AssertionError(f"no accessible application named {name!r}")


def walk(node, depth=0):
    """(depth, node) for the node and every descendant, in tree order."""
    yield depth, node
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child, depth + 1)


def describe(node) -> str:
    states = node.getState()
    flags = [name for name, state in (("showing", pyatspi.STATE_SHOWING), ("focusable", pyatspi.STATE_FOCUSABLE),
                                      ("sensitive", pyatspi.STATE_SENSITIVE)) if states.contains(state)]
    return f"{node.getRoleName()} name={node.name!r} description={node.description!r} {' '.join(flags)}"


def dump(app) -> str:
    return "\n".join("  " * depth + describe(node) for depth, node in walk(app))


if __name__ == "__main__":
    print(dump(find_app()))
