import { defineWidget } from "./shared/platform/define-widget.ts";
import {
  CalorieDeficitIdealWeight,
  TAG,
} from "./calorie-deficit-ideal-weight/calorie-deficit-ideal-weight.tsx";

void defineWidget(TAG, CalorieDeficitIdealWeight, [
  new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/calorie-deficit-ideal-weight.css", import.meta.url),
]);
