# Hark — the two front-door commands are `make demo` and `make test`.
# Both install what they need (Debian 12 / Raspberry Pi OS apt packages),
# using sudo when not run as root.

SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# What Hark needs to build and run.
RUNTIME_PACKAGES := libpocketsphinx-dev pocketsphinx-en-us libespeak-ng-dev espeak-ng libasound2-dev libspeexdsp-dev pkg-config
# What the tests and the benchmark need on top: real recorded speech, natural
# voices for fixtures, sox for noise mixing, the stock decoder for reference.
TEST_PACKAGES := pocketsphinx-testdata flite sox libsox-fmt-base pocketsphinx sqlite3 python3 python3-venv \
	avahi-daemon avahi-utils dbus curl chromium chromium-driver
# The real Wyoming client (Home Assistant's) drives `hark wyoming` in the tests, from its own virtualenv.
WYOMING_PACKAGE := wyoming==1.10.2
WYOMING_VENV := .venv-wyoming

HARK := .build/release/hark
DEMO_WAVS := --wav audio-fixtures/slt-wake-then-command.wav --wav audio-fixtures/rms-hey-computer.wav \
	--wav audio-fixtures/rms-set-timer.wav --wav audio-fixtures/rms-ten-minutes.wav
DEMO_DATA := .demo-data

.PHONY: demo test build release deps test-deps bench fixtures screenshots clean

# Installs only the packages that are missing, so a ready machine needs no network.
define apt_install
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q "install ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing: $$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call apt_install,$(RUNTIME_PACKAGES))

test-deps: deps
	$(call apt_install,$(TEST_PACKAGES))
	@$(WYOMING_VENV)/bin/python3 -c "import wyoming" 2>/dev/null || { \
	  echo "Installing $(WYOMING_PACKAGE) into $(WYOMING_VENV)"; \
	  rm -rf $(WYOMING_VENV) && python3 -m venv $(WYOMING_VENV) && $(WYOMING_VENV)/bin/pip install -q $(WYOMING_PACKAGE); }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## The main job on bundled recordings: the whole assistant (wake phrase, commands, a follow-up
## question answered by voice) on WAV files; Hark's spoken replies go to demo-reply.wav.
demo: release
	rm -rf $(DEMO_DATA)
	$(HARK) run $(DEMO_WAVS) --data-dir $(DEMO_DATA) --out demo-reply.wav
	@echo "Hark's replies were written to demo-reply.wav"

## Runs every test. The wall-clock suite runs on its own afterwards: it plays a room in real
## time, as a sound card does, and a machine whose two cores are busy with the other 900 tests
## starves it the way no Pi running only Hark would (a fresh-clone run decoded nothing, 3.9 s late).
## "Stop" over a spoken answer runs on its own too: among the other tests it was heard as
## "that is enough" in 3 of 4 full runs, alone never. The cause is eSpeak NG, not the pipeline:
## libespeak-ng keeps state from one synthesis to the next (the same answer came out 96,323,
## 96,334, 96,335 or 96,520 samples long, different from the 47th sample on, after other
## sentences; reseeding rand(), espeak_Cancel and reloading the voice change nothing), so the
## answer's sound, and at 10 dB the word heard over its echo, depended on what other tests had
## synthesized meanwhile. Alone, the same syntheses come in the same order.
## "Stop" over a spoken alarm announcement (BargeInTests) is the same kind: a fresh-clone run on
## 2026-12-02 heard nothing over the announcement among the other tests; alone it passed every run.
## The tests' data directories, databases and sockets go to one scratch directory (TMPDIR),
## removed when the run ends, pass or fail: each run used to leave some 200 in /tmp.
SERIAL_SUITES := WallClockHalfDuplexTests StoppableReplyTests BargeInTests
test: test-deps
	$(SWIFT) build --build-tests
	scratch=$$(mktemp -d "$${TMPDIR:-/tmp}/hark-tests-XXXXXX") && export TMPDIR="$$scratch"; \
	status=0; \
	$(SWIFT) test --skip-build $(foreach suite,$(SERIAL_SUITES),--skip $(suite)) || status=$$?; \
	for suite in $(SERIAL_SUITES); do \
		[ $$status != 0 ] || $(SWIFT) test --skip-build --filter $$suite || status=$$?; \
	done; \
	rm -rf "$$scratch"; exit $$status


## Drives the web app in headless Chromium at phone size and saves each page to docs/screenshots.
screenshots: test-deps
	$(SWIFT) build --build-tests
	HARK_SCREENSHOTS=$(CURDIR)/docs/screenshots $(SWIFT) test --skip-build --filter BrowserTests

## Regenerates the synthetic WAV fixtures (flite voices + sox).
fixtures: test-deps
	scripts/make-fixtures.sh

## Times loading a 5,000-phrase skills file and routing 100 kB of text, then measures wake, command and
## rejection accuracy, latency, speed and memory (writes bench-out/report.md), the sentence corpus typed
## and a sample of it spoken, then scores the real
## coffee-order recordings in ../shared/realspeech (skipped with one line when they are absent).
bench: release test-deps
	$(HARK) bench --loading
	$(HARK) bench --grammar-size
	$(HARK) bench --latency
	$(HARK) bench --wyoming
	$(HARK) bench --web
	$(HARK) bench --out-dir bench-out
	$(HARK) bench --wrong-actions --out-dir bench-out
	$(HARK) bench --sentences corpus
	$(HARK) bench --spoken-sentences corpus --quick --out-dir bench-out
	$(HARK) bench --real ../shared/realspeech
	scripts/make-enrollment-set.sh bench-out/enrollment-set >/dev/null
	$(HARK) bench --enrollment bench-out/enrollment-set

clean:
	rm -rf .build demo-reply.wav $(DEMO_DATA) bench-out
