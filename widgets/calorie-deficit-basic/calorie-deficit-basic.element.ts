import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitBasic, TAG } from "./calorie-deficit-basic.tsx";
import css from "./calorie-deficit-basic.css?inline";

defineWidget(TAG, CalorieDeficitBasic, css, ["variant", "units", "calcDelay"]);
