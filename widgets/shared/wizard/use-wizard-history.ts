import { useEffect, useRef, useState } from "react";
import { canReturnTo, recordView, viewIn } from "./wizard-history.ts";

/**
 * A wizard's place in the page's history (wizard-history.ts). `view` is the view showing now
 * (a step's index, or the number of steps for the results). The browser's Back and Forward
 * call `show` with the view the entry holds for this wizard, when it is another one.
 *
 * Gives, in order:
 * - `record(to, from?)`: records a view, in a new entry for a move on from `from`, else in
 *   this one;
 * - `goBack(to)`: goes back to a view, through the history when its entry is the one before
 *   (so the browser's Forward leads on again), else by showing it in this entry.
 */
export function useWizardHistory(
  view: number,
  show: (view: number) => void,
): [record: (to: number, from?: number) => void, goBack: (to: number) => void] {
  // This wizard's name in the page's history entries.
  const [id] = useState(() => String(Math.random()));
  const onHistory = (state: unknown) => {
    const held = viewIn(state, id);
    if (held !== undefined && held !== view) show(held);
  };
  // The listener, added once, hears with this render's view and `show`.
  const latest = useRef(onHistory);
  latest.current = onHistory;
  useEffect(() => {
    const listener = (event: PopStateEvent) => latest.current(event.state);
    addEventListener("popstate", listener);
    return () => removeEventListener("popstate", listener);
  }, []);

  const goBack = (to: number) => {
    if (canReturnTo(id, to)) {
      history.back();
      return;
    }
    show(to);
    recordView(id, to);
  };
  return [(to, from) => recordView(id, to, from), goBack];
}
