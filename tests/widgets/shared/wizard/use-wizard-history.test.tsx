// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useWizardHistory } from "../../../../widgets/shared/wizard/use-wizard-history.ts";
import { renderHook } from "../../helpers/render-hook.tsx";

/** What the current history entry holds for each calculator, by its name. */
const views = () => (history.state as { cdcWizards?: Record<string, number> } | null)?.cdcWizards;

/** Goes back one entry and waits for the browser to say so. */
async function browserBack() {
  const arrived = new Promise((resolve) => addEventListener("popstate", resolve, { once: true }));
  history.back();
  await arrived;
}

/** Renders the hook at `view`; gives its latest state, by name, and a way to move it. */
function wizardHistory(view: number, show: (view: number) => void) {
  const hook = renderHook(() => useWizardHistory(view, show));
  return {
    now: () => {
      const [record, goBack] = hook.current();
      return { record, goBack };
    },
    at: (next: number) => hook.rerender(() => useWizardHistory(next, show)),
  };
}

beforeEach(() => {
  // An entry of its own, so the one calculator it names is this test's.
  history.pushState(null, "");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useWizardHistory", () => {
  it("records a move on in a new entry, keeping where it was in the entry before", async () => {
    const show = vi.fn();
    const { now } = wizardHistory(0, show);
    const before = history.length;
    act(() => now().record(1, 0));
    expect(history.length).toBe(before + 1);
    expect(Object.values(views() ?? {})).toEqual([1]);
    await browserBack();
    expect(Object.values(views() ?? {})).toEqual([0]);
  });

  it("records a jump in place, in the current entry", () => {
    const { now } = wizardHistory(1, vi.fn());
    const before = history.length;
    act(() => now().record(0));
    expect(history.length).toBe(before);
    expect(Object.values(views() ?? {})).toEqual([0]);
  });

  it("on the browser's Back, shows the view the entry holds for it", async () => {
    const show = vi.fn();
    const { now, at } = wizardHistory(0, show);
    act(() => now().record(1, 0));
    at(1);
    await browserBack();
    expect(show).toHaveBeenCalledWith(0);
  });

  it("on the browser's Back, leaves alone a view already showing, and an entry that holds none for it", async () => {
    const show = vi.fn();
    const { now } = wizardHistory(0, show);
    act(() => now().record(0));
    // The page's own entry (a jump to a #section) holds nothing for the calculator.
    history.pushState(history.state, "");
    await browserBack();
    history.pushState({ page: "its own" }, "");
    history.pushState(null, "");
    await browserBack();
    expect(show).not.toHaveBeenCalled();
  });

  it("goes back through the history when the view asked for is the entry before", async () => {
    const show = vi.fn();
    const { now, at } = wizardHistory(0, show);
    act(() => now().record(1, 0));
    at(1);
    const back = vi.spyOn(history, "back");
    act(() => now().goBack(0));
    expect(back).toHaveBeenCalledTimes(1);
    // The browser's move shows the step, not the button.
    expect(show).not.toHaveBeenCalled();
  });

  it("otherwise shows the view asked for at once, recorded in the current entry", () => {
    const show = vi.fn();
    const { now } = wizardHistory(2, show);
    const back = vi.spyOn(history, "back");
    const before = history.length;
    act(() => now().goBack(1));
    expect(back).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith(1);
    expect(history.length).toBe(before);
    expect(Object.values(views() ?? {})).toEqual([1]);
  });
});
