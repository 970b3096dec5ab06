# Hangman for the Linux desktop. `make run` plays, `make test` tests; both install what they need.
SWIFT ?= swift
SCREEN ?= -screen 0 1280x1024x24
PREFIX ?= $(HOME)/.local
DESTDIR ?=

APP_ID = io.github.swifthangman.Hangman

# Debian packages: building and running, then what the tests add.
RUN_PACKAGES  = libgtk-4-dev libcurl4-openssl-dev libgsound0 ca-certificates gettext
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth dbus dbus-x11 at-spi2-core xdotool imagemagick orca speech-dispatcher speech-dispatcher-espeak-ng \
                python3 python3-pytest python3-pyatspi python3-snowballstemmer fonts-cantarell desktop-file-utils appstream librsvg2-bin \
                gsettings-desktop-schemas libglib2.0-bin \
                hunspell-en-us hunspell-fr hunspell-es hunspell-de-de hunspell-it

# What `make deb` needs beyond the build.
DEB_PACKAGES = dpkg-dev binutils lintian

# A GtkApplication wants a session bus; under Xvfb it gets its own.
HEADLESS = xvfb-run -a -s "$(SCREEN)" dbus-run-session --

# What `make install` puts under $(PREFIX), and `make uninstall` removes: source and target. The
# word lists' review records (data/words/review-*.tsv) are read by the list script only.
INSTALL_FILES = \
	data/style.css:share/hangman/style.css \
	$(foreach file,$(notdir $(filter-out data/words/review-%,$(wildcard data/words/*))),data/words/$(file):share/hangman/words/$(file)) \
	$(foreach file,$(notdir $(wildcard data/sounds/*.wav)),data/sounds/$(file):share/hangman/sounds/$(file)) \
	$(foreach file,$(notdir $(wildcard data/examples/*.txt)),data/examples/$(file):share/hangman/examples/$(file)) \
	data/movies/catalogue.json:share/hangman/movies/catalogue.json \
	data/movies/README.md:share/hangman/movies/README.md \
	build/data/$(APP_ID).desktop:share/applications/$(APP_ID).desktop \
	build/data/$(APP_ID).metainfo.xml:share/metainfo/$(APP_ID).metainfo.xml \
	data/icons/hicolor/scalable/apps/$(APP_ID).svg:share/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(foreach size,16 32 48 64 128,data/icons/hicolor/$(size)x$(size)/apps/$(APP_ID).png:share/icons/hicolor/$(size)x$(size)/apps/$(APP_ID).png) \
	data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg:share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(foreach lang,$(shell cat po/LINGUAS 2>/dev/null),build/locale/$(lang)/LC_MESSAGES/hangman.mo:share/locale/$(lang)/LC_MESSAGES/hangman.mo)
INSTALL_DIRS = share/hangman/words share/hangman/examples share/hangman/movies share/hangman/sounds share/hangman

.PHONY: all deb bench symbol-order screenshots test-a11y build release data po run test test-swift test-e2e check-python deps test-deps toolchain install install-files uninstall clean

all: build

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: Swift 6 is not on PATH (https://www.swift.org/install/linux/)" >&2; exit 1; }

deps: toolchain
	@scripts/ensure-packages.sh $(RUN_PACKAGES)

test-deps: toolchain
	@scripts/ensure-packages.sh $(TEST_PACKAGES) $(DEB_PACKAGES)

## Compiled translations and the translated .desktop and metainfo, under build/.
data:
	scripts/build-data.sh build

## Regenerates po/hangman.pot from the sources and merges it into every translation.
po:
	scripts/update-po.sh

build: deps data
	$(SWIFT) build

## The release binary carries the Swift runtime, so it runs without the toolchain on PATH. It is
## linked by the toolchain's lld with packed relative relocations (DT_RELR, glibc 2.36): 8 KB of
## them instead of 930 KB that the loader reads at every launch. Its functions are in their own
## sections, and those that run at the start are linked first, in the order of SYMBOL_ORDER
## (`make symbol-order` writes it): after the start 3.9 MB of the 10 MB of code is resident, 6.3 MB before.
SYMBOL_ORDER = packaging/symbol-order.txt
RELEASE = -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
          -Xswiftc -Xfrontend -Xswiftc -function-sections \
          $(if $(wildcard $(SYMBOL_ORDER)),-Xlinker --symbol-ordering-file=$(CURDIR)/$(SYMBOL_ORDER) -Xlinker --no-warn-symbol-ordering)

release: deps data
	@# SwiftPM does not know that the linker reads the order: a newer order relinks.
	@binary="$$($(SWIFT) build $(RELEASE) --show-bin-path)/hangman" && \
	  if [ "$(SYMBOL_ORDER)" -nt "$$binary" ]; then rm -f "$$binary"; fi
	$(SWIFT) build $(RELEASE) --product hangman

## Profiles the release game's start under valgrind and writes SYMBOL_ORDER from it.
symbol-order: test-deps release
	@scripts/ensure-packages.sh valgrind
	$(HEADLESS) python3 scripts/make-symbol-order.py "$$($(SWIFT) build $(RELEASE) --show-bin-path)/hangman" $(SYMBOL_ORDER)

## Builds in release mode and starts the game: the built binary itself, which finds the data and
## translations of the source tree as an installed game finds those beside it. `swift run` takes
## none of RELEASE's link flags, so it is not used here.
run: release
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/hangman"

## Runs every test: engine and HTTP (headless), UI and end to end (under Xvfb + D-Bus).
test: test-deps data
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory test-swift test-e2e test-a11y

test-swift:
	$(HEADLESS) $(SWIFT) test --skip-build

## The Python suites run with Debian's interpreter, whose modules test-deps installs
## (python3-pytest, python3-snowballstemmer, python3-pyatspi): the `python3` first on PATH may be
## another (pyenv, conda, a venv) without them.
PYTHON = /usr/bin/python3
PYTHON_MODULES = pytest snowballstemmer pyatspi
check-python:
	@$(PYTHON) -c 'import importlib.util, sys; missing = [m for m in sys.argv[1:] if importlib.util.find_spec(m) is None]; \
	  missing and sys.exit("make test: " + sys.executable + " has no Python module " + ", ".join(missing) + \
	  ". Install them with: sudo apt-get install " + " ".join("python3-" + m for m in missing) + " (make test-deps does).")' $(PYTHON_MODULES)

test-e2e: check-python
	$(HEADLESS) $(PYTHON) -m pytest -q -p no:cacheprovider Tests/Fixtures Tests/Data Tests/EndToEnd

## The AT-SPI suite reads the game as Orca does, with Debian's python3-pyatspi.
## Each test gets its own X server and D-Bus session: libatspi can crash the test process
## (SIGSEGV in Desktop.clearCache) on the applications of earlier tests, which have quit. A test
## the tooling crashed (a signal, not a failed assertion) is run once more, and says so.
A11Y_TESTS = $(shell sed -n 's/^def \(test_[a-z0-9_]*\).*/\1/p' Tests/Accessibility/test_atspi.py)
test-a11y: check-python
	@[ -n "$(A11Y_TESTS)" ] || { echo "test-a11y: no test found in Tests/Accessibility/test_atspi.py"; exit 1; }
	@for test in $(A11Y_TESTS); do \
	  $(HEADLESS) $(PYTHON) -m pytest -q -p no:cacheprovider "Tests/Accessibility/test_atspi.py::$$test"; \
	  status=$$?; \
	  if [ $$status -gt 128 ]; then \
	    echo "test-a11y: $$test: the test process died of signal $$((status - 128)), running it again"; \
	    $(HEADLESS) $(PYTHON) -m pytest -q -p no:cacheprovider "Tests/Accessibility/test_atspi.py::$$test"; \
	    status=$$?; \
	  fi; \
	  [ $$status -eq 0 ] || exit $$status; \
	done

## The in-process benchmarks are built optimised, as the player's binary is, apart from the
## debug build: -enable-testing lets them reach the app's internals.
BENCH_TEST_FLAGS = -Xswiftc -enable-testing --scratch-path .build-bench

## Prints the benchmark figures of docs/benchmarks.md: timings are figures, never pass/fail.
bench: test-deps release
	$(SWIFT) build -c release --build-tests $(BENCH_TEST_FLAGS)
	mkdir -p build/bench
	cc -O2 -o build/bench/baseline bench/baseline.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -DWITH_HEADER_BAR -o build/bench/baseline-header-bar bench/baseline.c $$(pkg-config --cflags --libs gtk4)
	$(HEADLESS) python3 bench/run.py

## Retakes docs/screenshots the way GNOME shows apps (close button only, Cantarell), at 760,
## 360 and 1920 px wide, light and dark.
screenshots: SCREEN = -screen 0 1920x1200x24
screenshots: test-deps data
	$(SWIFT) build
	$(HEADLESS) python3 scripts/take-screenshots.py

## Builds build/hangman_<version>_<arch>.deb from the release binary and checks it with lintian:
## no error, no warning. Install it with `apt install ./build/hangman_*.deb`.
deb: release
	@scripts/ensure-packages.sh $(DEB_PACKAGES)
	scripts/make-deb.sh "$$($(SWIFT) build $(RELEASE) --show-bin-path)/hangman"
	lintian --fail-on error,warning "build/hangman_$$(scripts/version.sh)_$$(dpkg --print-architecture).deb"

## Installs to $(PREFIX) (default ~/.local): `sudo make install PREFIX=/usr/local` for everyone.
install: release
	$(MAKE) --no-print-directory install-files BINARY="$$($(SWIFT) build $(RELEASE) --show-bin-path)/hangman"

## Copies BINARY and the data files under $(PREFIX); tests use it with the debug binary.
install-files: data
	@test -x "$(BINARY)" || { echo "error: BINARY=$(BINARY) is not an executable" >&2; exit 1; }
	install -D -m 0755 "$(BINARY)" "$(DESTDIR)$(PREFIX)/bin/hangman"
	@for pair in $(INSTALL_FILES); do \
		source=$${pair%%:*}; target="$(DESTDIR)$(PREFIX)/$${pair#*:}"; \
		echo "install $$source -> $$target"; install -D -m 0644 "$$source" "$$target" || exit 1; \
	done

## Removes exactly what `make install` installed, and the folders it made if they are empty.
uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/hangman"
	@for pair in $(INSTALL_FILES); do rm -f "$(DESTDIR)$(PREFIX)/$${pair#*:}"; done
	@for dir in $(INSTALL_DIRS); do rmdir "$(DESTDIR)$(PREFIX)/$$dir" 2>/dev/null || true; done

clean:
	rm -rf .build build
