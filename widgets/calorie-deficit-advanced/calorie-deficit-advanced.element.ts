import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitAdvanced, TAG } from "./calorie-deficit-advanced.tsx";
import css from "./calorie-deficit-advanced.css?inline";

defineWidget(TAG, CalorieDeficitAdvanced, css, ["variant", "units", "calcDelay"]);
