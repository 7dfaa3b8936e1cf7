import { createElement, useEffect, useState, type FunctionComponent } from "react";

/**
 * A widget component that draws nothing on its first render and its whole self in a later
 * task (docs/widget-build.md, "First render").
 *
 * Two reasons, both about a phone's main thread as a page loads:
 * - As an element upgrades, HTML calls its attribute callback once for each attribute and then
 *   its connected callback
 *   (https://html.spec.whatwg.org/multipage/custom-elements.html#concept-upgrade-an-element),
 *   and r2wc renders on each: a widget with three attributes drew its form four times. Those
 *   renders are now of nothing.
 * - The task that defines the element (its styles parsed, its callbacks run) and the task that
 *   draws the form are two, so neither holds the page up for long.
 * Until then the element is empty, as it was before it was defined, so a page that reserves
 * its height (as the embed guide advises) sees nothing move.
 */
export function deferFirstRender<Props extends object>(
  component: FunctionComponent<Props>,
): FunctionComponent<Props> {
  function DeferredFirstRender(props: Props) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      // A task of its own: Preact runs a pending effect early when its component renders again,
      // as r2wc's later callbacks make it do, which would bring the form back into this task.
      const draw = setTimeout(() => setReady(true), 0);
      return () => clearTimeout(draw);
    }, []);
    return ready ? createElement(component, props) : null;
  }
  return DeferredFirstRender;
}
