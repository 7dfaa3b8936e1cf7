import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitIdealWeight } from "./calorie-deficit-ideal-weight.tsx";
import css from "./calorie-deficit-ideal-weight.css?inline";
import { TAG } from "./ideal-weight-form.ts";

defineWidget(TAG, CalorieDeficitIdealWeight, css);
