import { defineWidget } from "./shared/platform/define-widget.ts";
import {
  CalorieDeficitCalories,
  TAG,
} from "./calorie-deficit-calories/calorie-deficit-calories.tsx";

void defineWidget(TAG, CalorieDeficitCalories, [
  new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/calorie-deficit-calories.css", import.meta.url),
]);
