import { defineWidget } from "./shared/platform/define-widget.ts";
import { CalorieDeficitBmi, TAG } from "./calorie-deficit-bmi/calorie-deficit-bmi.tsx";

void defineWidget(
  TAG,
  CalorieDeficitBmi,
  [
    new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
    new URL(/* @vite-ignore */ "./styles/calorie-deficit-bmi.css", import.meta.url),
  ],
  ["variant", "units", "heading", "nextHref"],
);
