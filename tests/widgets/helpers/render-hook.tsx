import { render } from "@testing-library/react";

/**
 * Renders a hook in a tiny component, as Testing Library's renderHook does (which needs
 * React's createRef, not in the thin layer over Preact). `current()` is what the hook gave at
 * its latest render; `rerender(hook)` renders again with another call of it.
 */
export function renderHook<T>(hook: () => T) {
  let latest: { value: T } | undefined;
  let use = hook;
  function Probe() {
    latest = { value: use() };
    return null;
  }
  const view = render(<Probe />);
  return {
    current(): T {
      if (!latest) throw new Error("The hook has not rendered.");
      return latest.value;
    },
    rerender(next: () => T) {
      use = next;
      view.rerender(<Probe />);
    },
    unmount: () => view.unmount(),
  };
}
