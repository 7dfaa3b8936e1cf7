/*
 * The browser's Back button in a step-by-step calculator (docs/product-decisions.md,
 * "Back and Forward"). Each move on, to the next step or to the results, adds a history entry with the
 * same address (the fragment of a shared link included), so Back returns to the step before
 * instead of leaving the page. Each entry holds where every calculator on the page was, so
 * Back puts each one back where it was.
 *
 * Where a calculator is, its view, is the index of its step, or the number of its steps for
 * its results (which come after the last step).
 */

/** What an entry's state holds for the calculators, beside whatever the page keeps there. */
interface Held {
  cdcWizards?: Record<string, number>;
  /** The calculator that added the entry, and its view before. */
  cdcPushed?: { by: string; from: number };
}

/** An entry's state with a calculator's view in it, the page's own state kept beside it. */
function withView(state: unknown, id: string, view: number): Held {
  // No state (null) reads as empty.
  const held = Object(state) as Held;
  return { ...held, cdcWizards: { ...held.cdcWizards, [id]: view } };
}

/**
 * A calculator's view in an entry's state; undefined where it has none: an entry from before
 * its first move, or one the page made (a jump to a #fragment), which leave it where it is.
 */
export const viewIn = (state: unknown, id: string): number | undefined =>
  (Object(state) as Held).cdcWizards?.[id];

/** Records a calculator's view: in a new entry for a move on from `from`, else in this one. */
export function recordView(id: string, to: number, from?: number): void {
  try {
    if (from === undefined) {
      history.replaceState(withView(history.state, id, to), "");
      return;
    }
    // The entry left behind holds where the calculator was, for Back to return to.
    history.replaceState(withView(history.state, id, from), "");
    history.pushState({ ...withView(history.state, id, to), cdcPushed: { by: id, from } }, "");
  } catch {
    // A browser that refuses: Back leaves the page, as it did before.
  }
}

/**
 * True when this calculator's last move on, from `target`, added the current entry: going
 * back then undoes that move, and leaves every other calculator on the page as it is.
 */
export function canReturnTo(id: string, target: number): boolean {
  const pushed = (Object(history.state) as Held).cdcPushed;
  return pushed?.by === id && pushed.from === target;
}
