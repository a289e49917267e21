# Hark — the two front-door commands are `make demo` and `make test`.
# Both install what they need (Debian 12 / Raspberry Pi OS apt packages),
# using sudo when not run as root.

SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# What Hark needs to build and run.
RUNTIME_PACKAGES := libpocketsphinx-dev pocketsphinx-en-us libespeak-ng-dev espeak-ng libasound2-dev pkg-config
# What the tests and the benchmark need on top: real recorded speech, natural
# voices for fixtures, sox for noise mixing, the stock decoder for reference.
TEST_PACKAGES := pocketsphinx-testdata flite sox libsox-fmt-base pocketsphinx sqlite3

HARK := .build/release/hark
DEMO_WAV := audio-fixtures/slt-wake-then-command.wav

.PHONY: demo test build release deps test-deps bench fixtures clean

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

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## The main job on a bundled fixture: transcribe a recorded command, then speak the answer into a WAV.
demo: release
	$(HARK) transcribe $(DEMO_WAV) --grammar audio-fixtures/demo.gram --stats
	$(HARK) say "You said: $$($(HARK) transcribe $(DEMO_WAV) --grammar audio-fixtures/demo.gram)" --out demo-reply.wav
	@echo "Reply written to demo-reply.wav"

## Runs every test.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Regenerates the synthetic WAV fixtures (flite voices + sox).
fixtures: test-deps
	scripts/make-fixtures.sh

clean:
	rm -rf .build demo-reply.wav
