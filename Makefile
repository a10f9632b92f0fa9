# ContainerKata — `make` builds, `make test` runs every test, `make bench` measures.
SWIFT ?= swift

.PHONY: all build test workbook check bench clean

all: build

build:
	$(SWIFT) build

# Every test: the package's Swift Testing suites, then the katas' own self-check
# (every starter compiles and fails, every solution passes, every cited rule exists).
test: build
	$(SWIFT) test
	.build/debug/kata dev check

workbook: build
	.build/debug/kata

check: test

bench: build
	scripts/bench-latency.sh

clean:
	$(SWIFT) package clean
	rm -rf .build/kata-cache
