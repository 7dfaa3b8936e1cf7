import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { focusAndShow } from "./focus-and-show.ts";
import type { Phase } from "./use-steps.ts";

/** A ref callback for a heading that takes focus. */
type HeadingRef = (el: HTMLHeadingElement | null) => void;

/**
 * Where focus goes in a wizard. Only once the visitor has moved (never when the widget first
 * appears): to the heading of each new step or of the results, before the next paint so a
 * keystroke cannot land in the old step's field, scrolled to that heading (focus-and-show.ts),
 * not to the page's top; and, after each press that left problems,
 * to their summary (after the step's heading: a list of problems to fix comes first).
 *
 * Gives, in order:
 * - `moved()`: the visitor has moved, and from now on focus follows each new view;
 * - `refused()`: a press left problems, and focus goes to their summary;
 * - `headingRef` and `resultsHeadingRef`: for the step's heading and the results' heading.
 */
export function useWizardFocus(
  root: ShadowRoot | undefined,
  step: number,
  phase: Phase,
): [moved: () => void, refused: () => void, headingRef: HeadingRef, resultsHeadingRef: HeadingRef] {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);
  // Counts the visitor's presses that left problems: each moves focus to their summary.
  const [failedPresses, setFailedPresses] = useState(0);

  useLayoutEffect(() => {
    if (!moved.current) return;
    const target =
      phase === "results" ? resultsHeading.current : phase === "form" ? heading.current : null;
    if (target) focusAndShow(target, root?.host);
  }, [step, phase]);

  useEffect(() => {
    if (failedPresses > 0) root?.querySelector<HTMLElement>(".error-summary")?.focus();
  }, [failedPresses]);

  return [
    () => {
      moved.current = true;
    },
    () => setFailedPresses((n) => n + 1),
    (el) => {
      heading.current = el;
    },
    (el) => {
      resultsHeading.current = el;
    },
  ];
}
