/// Every size limit diffstep enforces, in one place (README "Limits" lists them with their flags).
///
/// Each limit guards a kind of work whose cost grows with its input, so that no input, by
/// mistake or on purpose, can make diffstep run out of memory or time: the input is refused
/// with a message that names the limit and, where a user may raise it, the flag.
public enum Limits {
    /// Bytes read from one input file or from standard input.
    public static let bytesPerFile = 64 << 20
    /// Bytes of one student's submission file.
    public static let bytesPerSubmission = 256 << 10
    /// Bytes of one pasted crash log (`explain`, in the CLI and on the site).
    public static let bytesPerCrashLog = 4 << 20
    /// Bytes of one exercise, template or prose file.
    public static let bytesPerDocument = 1 << 20
    /// Cells of a traced table (`--max-cells`): 5,000 x 5,000.
    public static let tracedCells = 25_000_000
    /// Cells of a table shown step by step, in the terminal, the page or an export
    /// (`--max-cells` on `step`, `trace --format html|svg|markdown|json`): 250 x 250.
    public static let steppedCells = 62_500
    /// Items in one list of `plan`, `batch` and snapshot scripts (`--max-items`).
    public static let items = 100_000
    /// Items one count of the data's counts form (`[3, 0, 5]`) may ask for; a longer list is
    /// then refused by `items` unless `--max-items` raised it.
    public static let itemsPerCount = 1_000_000
    /// Nesting depth of brackets in a Swift snippet or of YAML in front matter.
    public static let nesting = 64
    /// Items and sections the applies of one snapshot script may compare, counted as the
    /// most each `apply` could find on screen and in the snapshot, added over the script's
    /// applies. Each apply diffs and checks the whole screen (O(n)), so n applies of n items
    /// cost n²: the script is refused before it runs, at the first apply past the limit.
    public static let snapshotApplyWork = 2_000_000
    /// Evaluation steps for one Swift snippet (`map`, ranges, loops) or one snapshot script.
    public static let evaluationSteps = 1_000_000
}
