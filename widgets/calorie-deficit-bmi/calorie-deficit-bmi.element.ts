import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitBmi } from "./calorie-deficit-bmi.tsx";
import { TAG } from "./bmi-form.ts";

void defineWidget(TAG, CalorieDeficitBmi, [
  new URL("../styles/base.css", import.meta.url),
  new URL("../styles/calorie-deficit-bmi.css", import.meta.url),
]);
