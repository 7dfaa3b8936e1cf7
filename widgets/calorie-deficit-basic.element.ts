import { defineWidget } from "./shared/platform/define-widget.ts";
import { CalorieDeficitBasic, TAG } from "./calorie-deficit-basic/calorie-deficit-basic.tsx";

void defineWidget(
  TAG,
  CalorieDeficitBasic,
  [
    new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
    new URL(/* @vite-ignore */ "./styles/wizard.css", import.meta.url),
    new URL(/* @vite-ignore */ "./styles/calorie-deficit-basic.css", import.meta.url),
  ],
  ["variant", "units", "heading", "calcDelay", "checkInHref"],
);
