import Storyboard

/// The two scripts of a Gradescope autograder zip.
enum AutograderScripts {
    /// `setup.sh`: nothing to install (the binary is static); make sure it can run.
    static let setup = """
        #!/usr/bin/env bash
        # diffstep autograder setup: the binary is built with --static-swift-stdlib, so
        # Gradescope's Ubuntu 22.04 image needs nothing installed.
        set -euo pipefail
        chmod +x /autograder/source/diffstep /autograder/source/run_autograder
        # libcmark is shipped in lib/ (the image has none).
        LD_LIBRARY_PATH=/autograder/source/lib /autograder/source/diffstep --version

        """

    /// `run_autograder`: grades the submission folder as ONE submission and always leaves a
    /// valid results.json (a run that fails says so to the student instead of Gradescope's
    /// "The autograder failed to execute correctly"). `AUTOGRADER_ROOT` replaces `/autograder`
    /// for local tests.
    static func run(lang: Language?, gradeWrittenVariant: Bool = false) -> String {
        let langOption =
            (lang.map { " --lang \($0.rawValue)" } ?? "") + (gradeWrittenVariant ? " --grade-written-variant" : "")
        return """
            #!/usr/bin/env bash
            # diffstep autograder: grades $root/submission as ONE submission.
            set -u
            root="${AUTOGRADER_ROOT:-/autograder}"
            source="$root/source"
            export LD_LIBRARY_PATH="$source/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
            mkdir -p "$root/results"
            secret=()
            if [ -f "$source/exercise-key" ]; then secret=(--secret "$source/exercise-key"); fi
            if [ -f "$source/roster.csv" ]; then secret+=(--roster "$source/roster.csv"); fi
            "$source/diffstep" check "$source/exercise/exercise.md" "$root/submission" \\
              --gradescope-metadata "$root/submission_metadata.json" --format gradescope \\
              "${secret[@]}" --out "$root/results/results.json"\(langOption) 2> "$root/results/stderr"
            status=$?
            if [ ! -s "$root/results/results.json" ]; then
              printf '{"score": 0, "output": "diffstep could not grade this submission (exit %s).", "stdout_visibility": "hidden"}\\n' \\
                "$status" > "$root/results/results.json"
            fi
            cat "$root/results/stderr" >&2
            exit 0

            """
    }
}
