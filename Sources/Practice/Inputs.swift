import BatchModel

/// The inputs of an exercise as written: fixed values or how to generate them per student.
public enum Inputs: Sendable, Equatable {
    /// Two strings, source (rows) and target (columns).
    case words(source: WordSource, target: WordSource)
    /// A list of items before and after, and for `predict-crash` the batch to judge.
    case items(old: ListSource, new: NewListSource, batch: String?)
    /// A snapshot script that ends in an `apply`, and the iOS release whose rules apply.
    case snapshot(script: ScriptSource, release: UIKitRelease)

    /// A string given in the exercise or drawn per student.
    public enum WordSource: Sendable, Equatable {
        /// Always this text.
        case fixed(String)
        /// A random word of `length` characters drawn from `alphabet`.
        case random(length: ClosedRange<Int>, alphabet: [Character])
    }

    /// The list before the update.
    public enum ListSource: Sendable, Equatable {
        /// Always these items.
        case fixed([String])
        /// `count` distinct items drawn from `pool`, in pool order.
        case random(count: ClosedRange<Int>, pool: [String])
    }

    /// A snapshot script given in the exercise or drawn per student.
    public enum ScriptSource: Sendable, Equatable {
        /// Always this script.
        case fixed(String)
        /// Sections of random items, an `apply`, random edits and a last `apply`.
        case generated(ScriptRecipe)
    }

    /// The list after the update.
    public enum NewListSource: Sendable, Equatable {
        /// Always these items.
        case fixed([String])
        /// The old list after `edits` random deletes, inserts (new items from the pool) and moves.
        case edits(Int)
    }
}
