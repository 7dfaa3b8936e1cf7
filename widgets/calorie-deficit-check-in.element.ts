import { defineWidget } from "./shared/platform/define-widget.ts";
import { CalorieDeficitCheckIn } from "./calorie-deficit-check-in/calorie-deficit-check-in.tsx";
import { TAG } from "./calorie-deficit-check-in/check-in-fields.ts";

void defineWidget(
  TAG,
  CalorieDeficitCheckIn,
  [
    new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
    new URL(/* @vite-ignore */ "./styles/calorie-deficit-check-in.css", import.meta.url),
  ],
  ["variant", "units", "heading", "planCalories"],
);
