# Hangman for the Linux desktop. `make run` plays, `make test` tests; both install what they need.
SWIFT ?= swift
SCREEN ?= -screen 0 1280x1024x24

# Debian packages: building and running, then what the tests add.
RUN_PACKAGES  = libgtk-4-dev libcurl4-openssl-dev ca-certificates gettext
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth dbus dbus-x11 at-spi2-core xdotool imagemagick \
                python3 python3-pytest fonts-cantarell

# A GtkApplication wants a session bus; under Xvfb it gets its own.
HEADLESS = xvfb-run -a -s "$(SCREEN)" dbus-run-session --

.PHONY: all build release run test test-swift test-e2e deps test-deps toolchain clean

all: build

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: Swift 6 is not on PATH (https://www.swift.org/install/linux/)" >&2; exit 1; }

deps: toolchain
	@scripts/ensure-packages.sh $(RUN_PACKAGES)

test-deps: toolchain
	@scripts/ensure-packages.sh $(TEST_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product hangman

## Builds in release mode and starts the game.
run: release
	$(SWIFT) run -c release --skip-build hangman

## Runs every test: engine and HTTP (headless), UI and end to end (under Xvfb + D-Bus).
test: test-deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory test-swift test-e2e

test-swift:
	$(HEADLESS) $(SWIFT) test --skip-build

test-e2e:
	$(HEADLESS) python3 -m pytest -q -p no:cacheprovider Tests/Fixtures Tests/EndToEnd

clean:
	rm -rf .build build
