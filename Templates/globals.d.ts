// The globals the page's scripts share (types only; Templates/wire.js describes the data).
interface Window {
  /** engine.js: the loader of the engine's parts. */
  DiffstepEngine: EngineLoader;
  /** stepper.js: draws a figure's frames; inputs.js mounts one on the reader's own input. */
  DiffstepStepper: { mount: (figure: HTMLElement, data: StepperData) => StepperApi };
}

/** stepper.widget.js: a mounted stepper. `load` draws new frames (at `step`, from 1), `show`
    goes to a step, `cell` is row `row`, column `column` of panel `panel` as drawn now (brought
    into view in a windowed panel; null outside it), `step` and `total` count from 1. */
interface StepperApi {
  load(data: StepperData, step?: number): void;
  show(step: number): void;
  cell(panel: number, row: number, column: number): HTMLElement | null;
  step(): number;
  total(): number;
}

/** stepper.window.js: a big DP panel drawn through a window. Its size in rows and columns, the
    table's parts, the cells drawn by "row column", the rows and columns drawn, a cell's pitch
    and where row 0, column 0 starts (once measured), the panel shown and what paints it. */
interface PanelWindow {
  id: string;
  rows: number;
  columns: number;
  table: HTMLTableElement;
  head: HTMLTableSectionElement | null;
  body: HTMLTableSectionElement;
  cells: { [rowColumn: string]: HTMLTableCellElement };
  drawn: { r0: number; r1: number; c0: number; c1: number } | null;
  measured: boolean;
  rowPitch: number;
  columnPitch: number;
  top: number;
  left: number;
  p: ShownPanel;
  paint: (() => void) | null;
}

/** engine.js: each command's options in the order its export takes them, written by `diffstep
    site` from WebEngine's EngineCommand (Templates+Scripts.swift) before the loader's own parts. */
declare var engineCommands: { [command: string]: string[] };

interface Element {
  /** The stepper mounted on a figure (inputs.js keeps it to replace it). */
  dsStepper?: StepperApi;
}

interface HTMLElement {
  /** On a cell, what it was painted from (stepper.panel.js); on a figure, what a key pressed
      with nothing focused does there, true when it did something (stepper.widget.js). */
  dsKey?: string | ((event: KeyboardEvent) => boolean);
  /** A windowed panel's state (stepper.window.js), on its holder. */
  dsWindow?: PanelWindow;
  /** The panels' box listens for scrolls to move its windows (stepper.window.js). */
  dsWindowed?: boolean;
}

// DecompressionStream is in the browsers the page supports but not in TypeScript 4.8's lib.
declare class DecompressionStream {
  constructor(format: string);
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<Uint8Array>;
}
