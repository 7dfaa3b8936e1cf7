import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitAdvanced, TAG } from "./calorie-deficit-advanced.tsx";

void defineWidget(
  TAG,
  CalorieDeficitAdvanced,
  [
    new URL("../styles/base.css", import.meta.url),
    new URL("../styles/wizard.css", import.meta.url),
    new URL("../styles/calorie-deficit-advanced.css", import.meta.url),
  ],
  ["variant", "units", "calcDelay"],
);
