import { defineWidget } from "../shared/define-widget.ts";
import wizardCss from "../shared/wizard.css?inline";
import { CalorieDeficitAdvanced, TAG } from "./calorie-deficit-advanced.tsx";
import css from "./calorie-deficit-advanced.css?inline";

defineWidget(TAG, CalorieDeficitAdvanced, wizardCss + css, ["variant", "units", "calcDelay"]);
