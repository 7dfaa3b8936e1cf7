import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitCalories } from "./calorie-deficit-calories.tsx";
import { TAG } from "./calories-form.ts";

void defineWidget(TAG, CalorieDeficitCalories, [
  new URL("../styles/base.css", import.meta.url),
  new URL("../styles/calorie-deficit-calories.css", import.meta.url),
]);
