import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitBasic, TAG } from "./calorie-deficit-basic.tsx";

void defineWidget(
  TAG,
  CalorieDeficitBasic,
  [
    new URL("../styles/base.css", import.meta.url),
    new URL("../styles/wizard.css", import.meta.url),
    new URL("../styles/calorie-deficit-basic.css", import.meta.url),
  ],
  ["variant", "units", "calcDelay"],
);
