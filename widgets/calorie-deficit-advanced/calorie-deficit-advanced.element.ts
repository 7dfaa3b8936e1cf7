import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitAdvanced, TAG } from "./calorie-deficit-advanced.tsx";

void defineWidget(TAG, CalorieDeficitAdvanced, ["variant", "units", "calcDelay"]);
