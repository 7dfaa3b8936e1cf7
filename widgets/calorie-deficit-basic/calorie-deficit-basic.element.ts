// Defines the tag from its description. The stylesheets are named as they sit beside the
// built script in dist/widgets/, in the order of the description (docs/widget-build.md).
import { defineWidget } from "../shared/platform/define-widget.ts";
import { CalorieDeficitBasic } from "./calorie-deficit-basic.tsx";
import { description } from "./description.ts";

void defineWidget(description, CalorieDeficitBasic, [
  new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/wizard.css", import.meta.url),
  new URL(/* @vite-ignore */ "./styles/calorie-deficit-basic.css", import.meta.url),
]);
