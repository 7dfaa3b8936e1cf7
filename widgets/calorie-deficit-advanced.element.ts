import { defineWidget } from "./shared/platform/define-widget.ts";
import {
  CalorieDeficitAdvanced,
  TAG,
} from "./calorie-deficit-advanced/calorie-deficit-advanced.tsx";

void defineWidget(
  TAG,
  CalorieDeficitAdvanced,
  [
    new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
    new URL(/* @vite-ignore */ "./styles/wizard.css", import.meta.url),
    new URL(/* @vite-ignore */ "./styles/calorie-deficit-advanced.css", import.meta.url),
  ],
  ["variant", "units", "heading", "calcDelay", "affiliateLinks", "checkInHref"],
);
