import { defineWidget } from "./shared/platform/define-widget.ts";
import {
  CalorieDeficitBodyFat,
  TAG,
} from "./calorie-deficit-body-fat/calorie-deficit-body-fat.tsx";

void defineWidget(TAG, CalorieDeficitBodyFat, [
  new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/calorie-deficit-body-fat.css", import.meta.url),
]);
