import { defineWidget } from "../shared/define-widget.ts";
import { CalorieDeficitCheckIn } from "./calorie-deficit-check-in.tsx";
import { TAG } from "./check-in-fields.ts";

void defineWidget(
  TAG,
  CalorieDeficitCheckIn,
  [
    new URL("../styles/base.css", import.meta.url),
    new URL("../styles/calorie-deficit-check-in.css", import.meta.url),
  ],
  ["variant", "units", "planCalories"],
);
