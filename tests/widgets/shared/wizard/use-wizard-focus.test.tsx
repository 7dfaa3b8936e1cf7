// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useWizardFocus } from "../../../../widgets/shared/wizard/use-wizard-focus.ts";
import type { Phase } from "../../../../widgets/shared/wizard/use-steps.ts";

/** The widget's shadow root, holding a step's list of problems. */
function shadowWithSummary() {
  const host = document.createElement("div");
  document.body.append(host);
  const root = host.attachShadow({ mode: "open" });
  const summary = document.createElement("div");
  summary.className = "error-summary";
  summary.tabIndex = -1;
  root.append(summary);
  return { root, summary };
}

let moved: () => void = () => undefined;
let refused: () => void = () => undefined;

/** A wizard's headings, drawn where the hook says they are. */
function Headings(p: { root?: ShadowRoot; step: number; phase: Phase }) {
  const [onMove, onRefuse, headingRef, resultsHeadingRef] = useWizardFocus(p.root, p.step, p.phase);
  moved = onMove;
  refused = onRefuse;
  return p.phase === "results" ? (
    <h2 tabIndex={-1} ref={resultsHeadingRef}>
      Your results
    </h2>
  ) : (
    <h3 tabIndex={-1} ref={headingRef}>
      Step {p.step + 1}
    </h3>
  );
}

describe("useWizardFocus", () => {
  it("leaves focus where it is when the widget first appears, and until the visitor moves", () => {
    const view = render(<Headings step={0} phase="form" />);
    expect(document.activeElement).toBe(document.body);
    // A shared link opening at a later step is no move of the visitor's.
    view.rerender(<Headings step={1} phase="form" />);
    expect(document.activeElement).toBe(document.body);
  });

  it("once the visitor has moved, puts focus on each new step's heading", () => {
    const view = render(<Headings step={0} phase="form" />);
    act(() => moved());
    view.rerender(<Headings step={1} phase="form" />);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Step 2" }));
  });

  it("puts focus on the results' heading, and none while calculating", () => {
    const view = render(<Headings step={1} phase="form" />);
    act(() => moved());
    const last = screen.getByRole("heading", { name: "Step 2" });
    view.rerender(<Headings step={1} phase="calculating" />);
    expect(document.activeElement).toBe(document.body);
    last.focus();
    view.rerender(<Headings step={1} phase="results" />);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your results" }));
  });

  it("after each press that left problems, puts focus on their summary", async () => {
    const { root, summary } = shadowWithSummary();
    render(<Headings root={root} step={0} phase="form" />);
    expect(root.activeElement).toBeNull();
    act(() => refused());
    await waitFor(() => expect(root.activeElement).toBe(summary));
    // A second press with problems takes focus back there, from wherever it went.
    summary.blur();
    act(() => refused());
    await waitFor(() => expect(root.activeElement).toBe(summary));
  });
});
