// What an algorithm tells a stepper (uri-grammar/explain's resolution and normalization steps): each
// step as the RFC numbers it (its pseudocode line, its rule letter), with the values it read and
// wrote. The algorithms take it as an optional argument and call it with `observe?.(...)`: when it is
// absent, that is one test of undefined per step and nothing is built.

export interface Step {
  /** The step's id: the RFC's label of the line or rule ("5.2.2 R.scheme", "5.2.4 E", "6.2.2.1 scheme"). */
  readonly id: string;
  /** Whether a condition held (for an `if` line), when the step is one. */
  readonly taken?: boolean;
  /** What the step read and wrote, by name (components, buffers). */
  readonly values?: Readonly<Record<string, string | undefined>>;
}

export type StepObserver = (step: Step) => void;
