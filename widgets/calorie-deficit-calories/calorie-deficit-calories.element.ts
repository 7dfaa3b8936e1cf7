import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitCalories } from "./calorie-deficit-calories.tsx";
import { TAG } from "./calories-form.ts";

void defineWidget(TAG, CalorieDeficitCalories);
