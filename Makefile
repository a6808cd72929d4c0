# diffstep: two commands for a fresh Debian machine with Swift.
#   make demo   installs what is missing, builds, runs the tutorial (or lesson 1 when piped)
#   make test   installs what is missing (once, first), then builds and runs every test and
#               check without installing or downloading anything
#   make install [PREFIX=/usr/local] [CONFIG=release] [STATIC=1]   one self-contained binary in
#               PREFIX/bin, and the engine's parts engine-{text,batch,snapshot,explain}.wasm.gz (for
#               `diffstep site`) in PREFIX/share/diffstep
#   make format / make lint   rewrite / check the Swift style (swift format)
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
SWIFTFLAGS ?=

.PHONY: demo test deps build release install bench format lint clean autograder wasm site fuzz

deps:
	@Scripts/ensure-deps.sh

build: deps
	$(SWIFT) build $(SWIFTFLAGS)

release: deps
	$(SWIFT) build -c release $(SWIFTFLAGS)

demo: build
	@$$($(SWIFT) build $(SWIFTFLAGS) --show-bin-path)/diffstep

test: deps
	$(SWIFT) build $(SWIFTFLAGS)
	@Scripts/build-wasm.sh --quiet
	$(SWIFT) test $(SWIFTFLAGS)
	@Scripts/check-all.sh

# Lessons, templates and sample exercises are compiled in (the EmbedFiles plugin): the binary
# alone is the whole install and runs from any folder.
# STATIC=1 links the Swift runtime and Foundation in (.build/static, shared with make autograder):
# a bigger file that starts in about 6 ms instead of 10 (no symbol lookups across 20 libraries).
STATICFLAGS = $(if $(STATIC),--static-swift-stdlib --scratch-path .build/static)
install: deps
	$(SWIFT) build -c $(CONFIG) --product diffstep $(STATICFLAGS) $(SWIFTFLAGS)
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build -c $(CONFIG) $(STATICFLAGS) $(SWIFTFLAGS) --show-bin-path)/diffstep" "$(DESTDIR)$(PREFIX)/bin/diffstep"
	@Scripts/build-wasm.sh --quiet
	install -d "$(DESTDIR)$(PREFIX)/share/diffstep"
	install -m 0644 .build-wasm/engine-text.wasm.gz .build-wasm/engine-batch.wasm.gz \
	  .build-wasm/engine-snapshot.wasm.gz .build-wasm/engine-explain.wasm.gz "$(DESTDIR)$(PREFIX)/share/diffstep/"

format:
	$(SWIFT) format --in-place --recursive Sources Tests Plugins Fuzz Package.swift

lint:
	@Scripts/checks/format.sh
	@Scripts/checks/layers.sh

# A Gradescope autograder for EXERCISE (static Swift runtime; SECRET names the course secret
# file and ROSTER the class list when the exercise draws variants):
# make autograder EXERCISE=Exercises/kit-kat-table.md
autograder: deps
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build/static $(SWIFTFLAGS)
	.build/static/release/diffstep exercise autograder "$(EXERCISE)" $(if $(SECRET),--secret "$(SECRET)") $(if $(ROSTER),--roster "$(ROSTER)") \
	  --binary .build/static/release/diffstep --out autograder.zip

# The engine's parts, engine-text.wasm, engine-batch.wasm, engine-snapshot.wasm and engine-explain.wasm (Embedded Swift, no SDK), in
# .build-wasm/; docs/WASM.md
wasm:
	@Scripts/build-wasm.sh

# Site/ with the engine's parts inlined as Site/engine-PART.js (docs/site.md);
# what site-fresh.sh compares
site: build
	@Scripts/build-wasm.sh
	$$($(SWIFT) build $(SWIFTFLAGS) --show-bin-path)/diffstep site

# libFuzzer targets (Fuzz/), FUZZ_SECONDS each (default 600); `make test` only builds them and
# replays their seeds (Scripts/checks/fuzz-replay.sh)
fuzz: deps
	@Scripts/fuzz.sh

bench: deps
	@Scripts/bench.sh

clean:
	rm -rf .build .build-wasm .out
