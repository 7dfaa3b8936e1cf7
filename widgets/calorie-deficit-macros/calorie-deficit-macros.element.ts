import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitMacros } from "./calorie-deficit-macros.tsx";
import { TAG } from "./macros-form.ts";

void defineWidget(TAG, CalorieDeficitMacros, [
  new URL("../styles/base.css", import.meta.url),
  new URL("../styles/calorie-deficit-macros.css", import.meta.url),
]);
