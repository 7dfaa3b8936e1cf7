import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitBmi } from "./calorie-deficit-bmi.tsx";
import { TAG } from "./bmi-form.ts";

void defineWidget(TAG, CalorieDeficitBmi);
