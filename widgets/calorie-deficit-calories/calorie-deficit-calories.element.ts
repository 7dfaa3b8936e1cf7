import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitCalories } from "./calorie-deficit-calories.tsx";
import css from "./calorie-deficit-calories.css?inline";
import { TAG } from "./calories-form.ts";

defineWidget(TAG, CalorieDeficitCalories, css);
