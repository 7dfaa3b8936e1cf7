/*
 * The shared runtime: one file, loaded once however many widgets a page holds. It holds
 * Preact with the hooks and JSX runtime the widgets use, r2wc, and the parts of the form
 * that every widget needs at first paint. Each widget is built into a file of its own that
 * imports these names from here (vite.widgets.config.ts); anything only some widgets use
 * stays in their own files. InputError must live here: widgets test `instanceof` on it.
 * The names are listed one by one, so nothing the widgets do not import is shipped; a widget
 * that imports a shared name not listed here fails the build until it is added.
 */
export { Component, Fragment } from "preact";
export { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
export { jsx, jsxs } from "preact/jsx-runtime";
export { defineWidget } from "./shared/define-widget.ts";
export { parseChoice, parseDelay, UNITS } from "./shared/attributes.ts";
export { FieldError, MeasureField, NumberField, RadioGroup, UnitSwitch } from "./shared/fields.tsx";
export { readMeasure, readNumber } from "./shared/measure.ts";
export { useUnits } from "./shared/use-units.ts";
export { InputError } from "../engine/errors.ts";
export {
  cmToInches,
  inchesToCm,
  kgToPounds,
  kgToStonesPounds,
  stonesPoundsToKg,
} from "../engine/units.ts";
