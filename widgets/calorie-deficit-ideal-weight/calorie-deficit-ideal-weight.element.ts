import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitIdealWeight } from "./calorie-deficit-ideal-weight.tsx";
import { TAG } from "./ideal-weight-form.ts";

void defineWidget(TAG, CalorieDeficitIdealWeight, [
  new URL("../styles/base.css", import.meta.url),
  new URL("../styles/calorie-deficit-ideal-weight.css", import.meta.url),
]);
