import { defineWidget } from "../shared/define-widget.ts";
import { TAG } from "./body-fat-form.ts";
import { CalorieDeficitBodyFat } from "./calorie-deficit-body-fat.tsx";

void defineWidget(TAG, CalorieDeficitBodyFat);
