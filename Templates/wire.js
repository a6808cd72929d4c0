// @ts-check
/* The wire format between the engine and the page, described once: the JSON the engine's
   parts answer (docs/WASM.md) and the frames a stepper reads (Sources/Wire/StepperJSON.swift,
   docs/site.md). Types only: `diffstep site` ships no copy of this file; `tsc --noEmit`
   (Scripts/checks/typescript.sh, in `make test`) checks every page script and its parts
   (stepper.*.js, engine.*.js, inputs.*.js, practice.*.js, common.*.js) against it, with Templates/globals.d.ts naming the globals they share. */

/**
 * A cell of the stepper's cell table "v": its text alone, or the text, its roles' letters
 * (`"@*"`) and 1 when the cell shows where its value came from (its panel's "o").
 * @typedef {string | [string, string] | [string, string, number]} WireCell
 */

/**
 * A panel sent in full: caption (null for none), column and row headers, each row's cells as
 * indices into "v", and for a DP table each row's origins, one code a cell (`m s i d` letters
 * or `-`), separated by spaces (Sources/Wire/StepperCells.swift).
 * @typedef {{ cap: string | null, ch: string[], rh: string[], c: number[][], o?: string[] }} WirePanel
 */

/**
 * An operation a DP cell's value can come from: match, substitute, insert, delete.
 * @typedef {"m" | "s" | "i" | "d"} OriginLetter
 */

/**
 * A cell as the stepper shows it (stepper.frames.js unpacks the wire's): its text, its roles'
 * letters, and when it shows where its value came from, its origin code (the chosen
 * operation's letter, then the other co-optimal ones).
 * @typedef {[string, string] | [string, string, string]} ShownCell
 */

/**
 * A panel as the stepper shows it: the wire's panel with its cells unpacked, its origins split
 * by cell, and `places` (panel, row, column of each position across the frame's panels),
 * shared by the frames whose grids have its shape.
 * @typedef {{ cap: string | null, ch: string[], rh: string[], o: string[][],
 *   places: [number, number, number][], c: ShownCell[][] }} ShownPanel
 */

/**
 * One frame. The texts (narration "n", title "t", question "q", hint "h", explanation "e",
 * shown answer "r") are indices into the phrase table "w", joined with single spaces; "a" are
 * a question's accepted answers. A frame sends its panels in full ("p") or only the cells
 * that changed ("d": pairs of a position across all panels, row by row, and an index into
 * "v"). A frame without "n" asks the engine for its texts (`trace_step`).
 * @typedef {{ p?: WirePanel[], d?: number[], n?: number[], t?: number[], q?: number[], h?: number[],
 *   e?: number[], r?: number[], a?: string[] }} WireFrame
 */

/**
 * A frame's texts as the engine's `trace_step` answers them: plain strings.
 * @typedef {{ n?: string, t?: string, q?: string, h?: string, e?: string, r?: string, a?: string[] }} FrameTexts
 */

/**
 * What a stepper draws: the phrase table, the cell table and the frames; the engine's trace
 * answer also has `words(step)`, a frame's texts on demand.
 * @typedef {{ w: string[], v: WireCell[], frames: WireFrame[], words?: (step: number) => FrameTexts }} StepperData
 */

/**
 * An index path, `[section, item]`; a section alone is a number.
 * @typedef {number[]} IndexPath
 */

/**
 * A move between index paths: where from (old) and where to (new).
 * @typedef {{ from: IndexPath, to: IndexPath }} IndexMove
 */

/**
 * A reload UIKit reads as an insert and a delete: the item's path before and after.
 * @typedef {{ before: IndexPath, after: IndexPath }} ReloadedItem
 */

/**
 * One call of a batch read in the order written (`sequential`, docs/batch.md): the call
 * (none for the start), the state after it, and how many of its parts did not fit.
 * @typedef {{ call?: string | null, state?: string, skipped?: number }} SequentialStep
 */

/**
 * One batch of `diffstep batch --format json` (docs/batch.md), the fields the page reads: the
 * calls read in the order written, and UIKit's reading (deletes at old indexes, inserts at new).
 * @typedef {{ sequential: { steps: SequentialStep[], result: string, matchesNewData: boolean },
 *   uikit: { deletedItems?: IndexPath[], insertedItems?: IndexPath[], movedItems?: IndexMove[],
 *   reloadedItems?: ReloadedItem[] } }} BatchReading
 */

/**
 * `diffstep batch --format json` (docs/batch.md), the fields the page reads: the verdict (its
 * kind, UIKit's exception) and each batch.
 * @typedef {{ verdict: { kind: string, exception?: { template: string, message: string } | null },
 *   batches: BatchReading[] }} BatchSimulation
 */

/**
 * One line of `diffstep snapshot --format json` (docs/snapshot.md): its number, text, outcome
 * (`edited`, `applied`, `raised`, `unavailable`), UIKit's text when it raised, and the
 * explanation in the page's language.
 * @typedef {{ line: number, text: string, outcome: string, exception?: string,
 *   explanation: string }} SnapshotStep
 */

/**
 * An answer of the engine: the command's JSON (docs/WASM.md), or the CLI's one-line refusal.
 * Each command fills its own fields: `trace` the stepper (and `band` past the stepping limit),
 * `batch` the simulation and the plan (with its Swift), `snapshot` the steps.
 * @typedef {{ error?: string, stepper?: StepperData, band?: { note?: string },
 *   simulation?: BatchSimulation, plan?: { swift?: string } | null,
 *   steps?: { steps: SnapshotStep[] } }} EngineAnswer
 */

/**
 * A table problem of the engine's `practice` (kinds `cell`, `operation`; WebEngine+Practice):
 * the question, the `check` list `practice_check` takes back (kind, source, target, unit,
 * tie-break, row, column), the words' tokens, the cell asked about, the costs shown (null: not
 * yet), and for `operation` the path from that cell on, `[row, column]` a step.
 * @typedef {{ kind: string, seed: string, question: string, check: string[], source: string[],
 *   target: string[], row: number, column: number, costs: (number | null)[][],
 *   path?: [number, number][], choices?: undefined, error?: undefined }} TableProblem
 */

/**
 * A `crash` problem of the engine's `practice`: the question, the lists before and after, the
 * calls, the exceptions to choose from (`none`: the batch runs), and the `check` list.
 * @typedef {{ kind: string, seed: string, question: string, check: string[], old: string[],
 *   new: string[], calls: string, choices: string[], error?: undefined }} CrashProblem
 */

/**
 * What `practice_check` answers: `right`, `wrong`, `shown` or `unreadable`, its words, and the
 * answer (a cost, an operation, an exception's text).
 * @typedef {{ error?: string, result: string, text: string, answer: string | number,
 *   slip?: string }} PracticeVerdict
 */

/**
 * What `sheet` answers: whether the answer sheet reads, and what it says about it.
 * @typedef {{ error?: string, ok: boolean, messages: string[] }} SheetReading
 */

/**
 * What `grade` and `grade_batch` answer (Judging's VariantJudge): the score and the most, the
 * problem and the note about the sheet (null for none), and each item's result.
 * @typedef {{ error?: string, score: string, maxScore: string, problem: string | null,
 *   note: string | null, items: { id: string, name: string, score: string, maxScore: string,
 *   passed: boolean, feedback: string }[] }} GradeAnswer
 */

/**
 * What `explain` answers (`diffstep explain --format json`, ExplainJSON): the report's text,
 * and the first crash's reproduction as a playground's fields by the fragment's keys (`batch`:
 * old, new, calls, view, ios; `snapshot`: script, ios), each null when none was checked.
 * @typedef {{ error?: string, report: string, explain: { batch?: { [field: string]: string } | null,
 *   snapshot?: { [field: string]: string } | null } | null }} ExplainAnswer
 */

/**
 * The engine's answers by export, for the calls the practice script makes.
 * @typedef {{ practice: TableProblem | CrashProblem | { error: string }, practice_check: PracticeVerdict,
 *   sheet: SheetReading, grade: GradeAnswer, grade_batch: GradeAnswer, explain: ExplainAnswer }} AnswerOf
 */

/**
 * One call of the engine by export name, its texts (null for none), its answer parsed.
 * @typedef {<N extends keyof AnswerOf>(name: N, ...texts: (string | null)[]) => AnswerOf[N]} Ask
 */

/**
 * Named options, as the CLI names them (`"tie-break"` or `tieBreak`); a missing one is the
 * CLI's default, `lang` the page's language.
 * @typedef {{ [option: string]: string | number | boolean | undefined }} EngineOptions
 */

/**
 * A call running off the page's thread (engine.worker.js): its answer, and a cancel that ends
 * it (the answer then rejects with `{ cancelled: true }`).
 * @typedef {{ answer: Promise<EngineAnswer>, cancel: () => void }} EngineJob
 */

/**
 * The engine once its parts are compiled: one function per command its parts export
 * (`trace`, `heckel`, `batch`, `snapshot`: WebEngine's EngineCommand), `call` for any export by
 * name with its texts, and `later` for a command computed off the page's thread.
 * @typedef {{ call: (name: string, ...texts: string[]) => string,
 *   later: (name: string, opts?: EngineOptions) => EngineJob } &
 *   { [command: string]: (opts?: EngineOptions) => EngineAnswer }} Engine
 */

/**
 * A part's exports: the commands by name (a pointer and a length a text; the answer's pointer
 * back), the allocator and the memory the texts go through.
 * @typedef {{ memory: WebAssembly.Memory, alloc: (length: number) => number,
 *   dealloc: (pointer: number) => void, result_len: () => number,
 *   [name: string]: WebAssembly.ExportValue }} PartExports
 */

/**
 * A part compiled (engine.load.js): its exports, a call by export name with its texts, and the
 * kinds it answers.
 * @typedef {{ exports: PartExports, call: (name: string, texts: unknown[]) => string,
 *   kinds: string[] }} LoadedPart
 */

/**
 * What the page posts to its worker (engine.worker.js): first the parts' modules, then calls,
 * each an export's name and its texts.
 * @typedef {{ modules: (Uint8Array | ArrayBuffer)[] } |
 *   { modules?: undefined, id: number, name: string, texts: string[] }} WorkerRequest
 */

/**
 * What the worker posts back: a call's answer (the export's JSON text) or why it failed.
 * @typedef {{ id: number, text: string, error?: undefined } | { id: number, error: string }} WorkerAnswer
 */

/**
 * What a part answers to `parts`: its parts and the kinds it answers.
 * @typedef {{ parts: string[], kinds: string[] }} PartDescription
 */

/**
 * `window.DiffstepEngine`: each part's script adds its module; `ready` compiles them once.
 * @typedef {{ add: (part: string, base64: string) => void, readonly ready: Promise<Engine> }} EngineLoader
 */

/**
 * A widget's inputs, as the site writes them into the figure's `data-input`: the kind the
 * engine is asked for, its options by the engine's names (`"tie-break"`), and `report` when a
 * report goes under the widget (SiteBuilder's PageContext.inputData).
 * @typedef {{ kind: string, report?: boolean, [option: string]: string | boolean | undefined }} WidgetInput
 */

/**
 * The values of a widget's form, by the engine's option names: what a run asks the engine, and
 * the detail of the `ds-input` event the figure sends when it shows them (practice.panel.js).
 * @typedef {{ [option: string]: string }} InputValues
 */

/**
 * Words the site writes into a figure for its script (`data-input-words`, a practice panel's
 * words), by key, in the page's language.
 * @typedef {{ [key: string]: string }} Words
 */

/**
 * One field of a widget's input form, as the site writes it into the figure's
 * `data-input-fields`: the engine's option, the control, the URL fragment's key, and a
 * select's choices.
 * @typedef {[string, "text" | "area" | "select", string, string[]?]} InputField
 */
