/*
 * The part of React's API the widgets and @r2wc/react-to-web-component use, on Preact core.
 * The widgets build and the component tests alias `react` and `react-dom/client` here
 * (vite.aliases.ts). preact/compat would add about 4 KB gzip to every widget for React
 * features we do not use (Suspense, portals, class-name and event renaming); with it, a
 * standalone widget could not meet its 14 KB budget (docs/product-decisions.md, "Budgets").
 */
import { h, render, type ComponentChild } from "preact";

export * from "preact/hooks";
export { Component, Fragment, h as createElement } from "preact";

/** react-dom/client's createRoot, as r2wc calls it: render into a shadow root, unmount. */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (node: ComponentChild) => render(node, container),
    unmount: () => render(null, container),
  };
}

/** r2wc imports React as a default export and calls React.createElement. */
export default { createElement: h };
