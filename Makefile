# diffstep: two commands for a fresh Debian machine with Swift.
#   make demo   installs what building needs (libcmark-dev), builds, runs the tutorial (or
#               lesson 1 when piped)
#   make test   installs what is missing for the tests too (once, first: Node, binaryen,
#               Chromium and its driver, fonts, a Python venv), then builds and runs every test
#               and check without installing or downloading anything
#   make install [PREFIX=/usr/local] [CONFIG=release] [STATIC=1]   one self-contained binary in
#               PREFIX/bin, its man page (English, and Korean under man/ko) in PREFIX/share/man,
#               and the engine's parts engine-{text,batch,snapshot,explain}.wasm.gz (for
#               `diffstep site`) in PREFIX/share/diffstep
#   make format / make lint   rewrite / check the Swift style (swift format)
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
SWIFTFLAGS ?=

.PHONY: demo test deps build-deps wasm-deps build release install bench measure format lint clean autograder wasm site fuzz docs

# What each target needs, installed when missing (Scripts/ensure-deps.sh): `deps` is
# everything `make test` needs.
deps:
	@Scripts/ensure-deps.sh test
build-deps:
	@Scripts/ensure-deps.sh build
wasm-deps:
	@Scripts/ensure-deps.sh build wasm

build: build-deps
	$(SWIFT) build $(SWIFTFLAGS)

release: build-deps
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
install: wasm-deps
	$(SWIFT) build -c $(CONFIG) --product diffstep $(STATICFLAGS) $(SWIFTFLAGS)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" "$(DESTDIR)$(PREFIX)/share/man/ko/man1"
	install -m 0755 "$$($(SWIFT) build -c $(CONFIG) $(STATICFLAGS) $(SWIFTFLAGS) --show-bin-path)/diffstep" "$(DESTDIR)$(PREFIX)/bin/diffstep"
	"$(DESTDIR)$(PREFIX)/bin/diffstep" manual --lang en >"$(DESTDIR)$(PREFIX)/share/man/man1/diffstep.1"
	"$(DESTDIR)$(PREFIX)/bin/diffstep" manual --lang ko >"$(DESTDIR)$(PREFIX)/share/man/ko/man1/diffstep.1"
	@Scripts/build-wasm.sh --quiet
	install -d "$(DESTDIR)$(PREFIX)/share/diffstep"
	install -m 0644 .build-wasm/engine-text.wasm.gz .build-wasm/engine-batch.wasm.gz \
	  .build-wasm/engine-snapshot.wasm.gz .build-wasm/engine-explain.wasm.gz .build-wasm/engine-grade.wasm.gz .build-wasm/engine-gradebatch.wasm.gz \
	  "$(DESTDIR)$(PREFIX)/share/diffstep/"

format:
	$(SWIFT) format --in-place --recursive Sources Tests Plugins Fuzz Package.swift

lint:
	@Scripts/checks/format.sh
	$(SWIFT) test $(SWIFTFLAGS) --filter HouseTests

# A Gradescope autograder for EXERCISE (static Swift runtime; SECRET names the course secret
# file and ROSTER the class list when the exercise draws variants):
# make autograder EXERCISE=Exercises/kit-kat-table.md
autograder: build-deps
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build/static $(SWIFTFLAGS)
	.build/static/release/diffstep exercise autograder "$(EXERCISE)" $(if $(SECRET),--secret "$(SECRET)") $(if $(ROSTER),--roster "$(ROSTER)") \
	  --binary .build/static/release/diffstep --out autograder.zip

# The engine's parts, engine-text.wasm, engine-batch.wasm, engine-snapshot.wasm and engine-explain.wasm (Embedded Swift, no SDK), in
# .build-wasm/; docs/WASM.md
wasm: wasm-deps
	@Scripts/build-wasm.sh

# Site/ with the engine's parts inlined as Site/engine-PART.js (docs/site.md);
# what site-fresh.sh compares
site: build wasm-deps
	@Scripts/build-wasm.sh
	$$($(SWIFT) build $(SWIFTFLAGS) --show-bin-path)/diffstep site

# libFuzzer targets (Fuzz/), FUZZ_SECONDS each (default 600); `make test` only builds them and
# replays their seeds (Scripts/checks/fuzz-replay.sh)
fuzz: build-deps
	@Scripts/fuzz.sh

bench: deps
	@Scripts/measure-scaling.sh
	@Scripts/bench.sh

# Every figure the docs cite (sizes, timings, ratios), measured now, into docs/measurements.md
# with the machine and the date; MEASURE_BENCH=0 leaves out make bench's ratios
measure: deps
	@Scripts/measure.sh

# The API documentation of the library products' modules (their DocC catalogs,
# Sources/MODULE/MODULE.docc) as static HTML in .build/docs/MODULE/, with the toolchain's own
# docc and swift-symbolgraph-extract: no package plugin, no network (Scripts/docs.sh)
docs: build-deps
	@Scripts/docs.sh

clean:
	rm -rf .build .build-wasm .out
