# ContainerKata — `make` builds, `make test` runs every test, `make bench` measures.
SWIFT ?= swift
KATA  := .build/debug/kata

.PHONY: all build test tools workbook docs golden bench bench-latency bench-failing bench-class clean

all: build

build:
	$(SWIFT) build

# Linux only: bubblewrap (the grading sandbox) and xmllint (the JUnit schema check), which the
# classroom tests need. Does nothing when both are present; installs them with apt-get otherwise.
tools:
	@if [ "$$(uname -s)" = Linux ]; then bash scripts/install-ci-tools.sh; fi

# Every test: the package's Swift Testing suites (UIKitSim fidelity, runner, graders against every
# catalogued mistake, classroom), the katas' self-check (every starter compiles and fails, every
# solution passes, every cited rule exists), a separate package using UIKitSim by path, and
# `kata dev new` on a fresh clone.
test: tools build
	$(SWIFT) test
	$(KATA) dev check
	bash scripts/check-client-package.sh
	bash scripts/check-dev-new.sh

workbook: build
	$(KATA)

# Regenerates what is generated from the catalog and the manifests (docs/RULES*.md, README tables).
docs:
	KATA_WRITE_RULES_DOC=1 $(SWIFT) test --filter CatalogDocsTests

# Rewrites Tests/KataKitTests/Golden/ (kata run, passing and failing, in every format) from the
# current binary; review the diff before committing.
golden: build
	KATA_UPDATE_GOLDEN=1 $(SWIFT) test --filter OutputGoldenTests

# Speed: edit→verdict latency against a bare compile and `swift test` (ratios from one run),
# then class-scale grading. Not unit tests: timings vary with the machine.
bench: bench-latency bench-failing bench-class

bench-latency: build
	bash scripts/bench-latency.sh

# Every kata's failing verdicts, each mistake fixture against a bare compile of itself (issue 19).
bench-failing: build
	BENCH_SKIP_SWIFT_TEST=1 BENCH_MISTAKES=all bash scripts/bench-latency.sh all 3

bench-class: build
	bash scripts/bench-class.sh

clean:
	$(SWIFT) package clean
	rm -rf .build/kata-cache
