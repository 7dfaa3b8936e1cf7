/*
 * The part of React's API the widgets and @r2wc/react-to-web-component use, on Preact core.
 * The widgets build and the Preact run of the component tests alias `react` and
 * `react-dom/client` here (vite.aliases.ts). preact/compat would add about 4 KB gzip to every
 * widget for React features we do not use (Suspense, portals, class-name and event renaming);
 * with it, a standalone widget could not meet its 14 KB budget (docs/product-decisions.md,
 * "Budgets").
 *
 * Each export carries React's own type: the widgets are type-checked against @types/react, and
 * this file promises that Preact's function behaves as React's does for the way we call it. A
 * React name not exported here is not available to widgets: ESLint says so
 * (REACT_ON_PREACT_NAMES in eslint.config.js, which
 * tests/widgets/shared/platform/react-on-preact.test.ts keeps in step with this file).
 */
import { Component as PreactComponent, Fragment as PreactFragment, h, render } from "preact";
import * as hooks from "preact/hooks";
import type * as React from "react";
import type { Root } from "react-dom/client";

export const useEffect = hooks.useEffect as typeof React.useEffect;
export const useLayoutEffect = hooks.useLayoutEffect as typeof React.useLayoutEffect;
export const useMemo = hooks.useMemo as typeof React.useMemo;
export const useRef = hooks.useRef as typeof React.useRef;
export const useState = hooks.useState as typeof React.useState;
export const Component = PreactComponent as unknown as typeof React.Component;
export const Fragment = PreactFragment as unknown as typeof React.Fragment;
export const createElement = h as unknown as typeof React.createElement;

/** react-dom/client's createRoot, as r2wc calls it: render into a shadow root, unmount. */
export function createRoot(container: Element | DocumentFragment): Root {
  return {
    render: (node) => render(node as Parameters<typeof render>[0], container),
    unmount: () => render(null, container),
  };
}

/** r2wc imports React as a default export and calls React.createElement. */
export default { createElement } satisfies Pick<typeof React, "createElement">;
