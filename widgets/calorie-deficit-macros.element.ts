import { defineWidget } from "./shared/platform/define-widget.ts";
import { CalorieDeficitMacros, TAG } from "./calorie-deficit-macros/calorie-deficit-macros.tsx";

void defineWidget(TAG, CalorieDeficitMacros, [
  new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/calorie-deficit-macros.css", import.meta.url),
]);
