import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitIdealWeight } from "./calorie-deficit-ideal-weight.tsx";
import { TAG } from "./ideal-weight-form.ts";

void defineWidget(TAG, CalorieDeficitIdealWeight);
