import { defineWidget } from "../shared/define-widget.ts";
import wizardCss from "../shared/wizard.css?inline";
import { CalorieDeficitBasic, TAG } from "./calorie-deficit-basic.tsx";
import css from "./calorie-deficit-basic.css?inline";

defineWidget(TAG, CalorieDeficitBasic, wizardCss + css, ["variant", "units", "calcDelay"]);
