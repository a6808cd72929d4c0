// The globals the page's scripts share (types only; Templates/wire.js describes the data).
interface Window {
  /** engine.js: the loader of the engine's parts. */
  DiffstepEngine: EngineLoader;
  /** stepper.js: draws a figure's frames; inputs.js mounts one on the reader's own input. */
  DiffstepStepper: { mount: (figure: Element, data: StepperData) => any };
}

/** engine.js: each command's options in the order its export takes them, written by `diffstep
    site` from WebEngine's EngineCommand (Templates+Scripts.swift) before the loader's own parts. */
declare var engineCommands: { [command: string]: string[] };

interface Element {
  /** The stepper mounted on a figure (inputs.js keeps it to replace it). */
  dsStepper?: any;
}

interface HTMLElement {
  /** The key a control stands for (stepper.js). */
  dsKey?: string;
  /** A windowed panel's state (stepper.window.js), on its holder. */
  dsWindow?: any;
  /** The panels' box listens for scrolls to move its windows (stepper.window.js). */
  dsWindowed?: boolean;
}

// DecompressionStream is in the browsers the page supports but not in TypeScript 4.8's lib.
declare class DecompressionStream {
  constructor(format: string);
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<Uint8Array>;
}
