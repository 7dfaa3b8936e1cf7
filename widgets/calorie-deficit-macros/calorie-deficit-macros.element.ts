import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitMacros } from "./calorie-deficit-macros.tsx";
import css from "./calorie-deficit-macros.css?inline";
import { TAG } from "./macros-form.ts";

defineWidget(TAG, CalorieDeficitMacros, css);
