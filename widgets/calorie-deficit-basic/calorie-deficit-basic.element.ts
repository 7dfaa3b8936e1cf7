import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitBasic, TAG } from "./calorie-deficit-basic.tsx";

void defineWidget(TAG, CalorieDeficitBasic, ["variant", "units", "calcDelay"]);
