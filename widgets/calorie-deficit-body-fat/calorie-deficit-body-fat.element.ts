import { defineWidget } from "../shared/define-widget.ts";
import { TAG } from "./body-fat-form.ts";
import { CalorieDeficitBodyFat } from "./calorie-deficit-body-fat.tsx";

void defineWidget(TAG, CalorieDeficitBodyFat, [
  new URL("../styles/base.css", import.meta.url),
  new URL("../styles/calorie-deficit-body-fat.css", import.meta.url),
]);
