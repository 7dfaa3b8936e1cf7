import { defineWidget } from "../shared/define-widget.ts";
import { TAG } from "./body-fat-form.ts";
import { CalorieDeficitBodyFat } from "./calorie-deficit-body-fat.tsx";
import css from "./calorie-deficit-body-fat.css?inline";

defineWidget(TAG, CalorieDeficitBodyFat, css);
