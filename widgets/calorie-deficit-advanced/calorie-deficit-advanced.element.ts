// Defines the tag from its description. The stylesheets are named as they sit beside the
// built script in dist/widgets/, in the order of the description (docs/widget-build.md).
import { defineWidget } from "../shared/platform/define-widget.ts";
import { CalorieDeficitAdvanced } from "./calorie-deficit-advanced.tsx";
import { description } from "./description.ts";

void defineWidget(description, CalorieDeficitAdvanced, [
  new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/wizard.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/calorie-deficit-advanced.css", import.meta.url),
]);
