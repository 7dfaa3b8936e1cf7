/*
 * The shared runtime: one file, loaded once however many widgets a page holds. It holds
 * Preact with the hooks and JSX runtime the widgets use, r2wc, and the parts of the form
 * that every widget needs at first paint. Each widget is built into a file of its own that
 * imports these names from here (vite.widgets.config.ts); anything only some widgets use
 * stays in their own files. InputError must live here: widgets test `instanceof` on it.
 */
export { Fragment, h, render } from "preact";
export { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
export { jsx, jsxs } from "preact/jsx-runtime";
export * from "./shared/define-widget.ts";
export * from "./shared/attributes.ts";
export * from "./shared/fields.tsx";
export * from "./shared/measure.ts";
export * from "./shared/use-units.ts";
export * from "../engine/errors.ts";
export * from "../engine/units.ts";
export * from "../engine/validate.ts";
