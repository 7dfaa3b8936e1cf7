import { defineWidget } from "./shared/define-widget.ts";
import { CalorieDeficitIdealWeight } from "./calorie-deficit-ideal-weight/calorie-deficit-ideal-weight.tsx";
import { TAG } from "./calorie-deficit-ideal-weight/ideal-weight-form.ts";

void defineWidget(TAG, CalorieDeficitIdealWeight, [
  new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/calorie-deficit-ideal-weight.css", import.meta.url),
]);
