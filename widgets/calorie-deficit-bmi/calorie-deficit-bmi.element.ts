import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitBmi } from "./calorie-deficit-bmi.tsx";
import css from "./calorie-deficit-bmi.css?inline";
import { TAG } from "./bmi-form.ts";

defineWidget(TAG, CalorieDeficitBmi, css);
