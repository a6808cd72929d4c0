# diffstep: two commands for a fresh Debian machine with Swift.
#   make demo   installs what is missing, builds, runs the tutorial (or lesson 1 when piped)
#   make test   installs what is missing, builds, runs every test and check
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
SWIFTFLAGS ?=

.PHONY: demo test deps build release install bench format lint clean wasm

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
	$(SWIFT) test $(SWIFTFLAGS)
	@Scripts/check-all.sh

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build -c release $(SWIFTFLAGS) --show-bin-path)/diffstep" "$(DESTDIR)$(PREFIX)/bin/diffstep"

# engine.wasm (Embedded Swift, no SDK) in .build-wasm/; docs/WASM.md
wasm:
	@Scripts/build-wasm.sh

bench: deps
	@Scripts/bench.sh

clean:
	rm -rf .build .build-wasm .out
