// Every `variant` the two calorie deficit calculators take, each with our own page that uses
// it, for the /embed guide's variants table. Global data as `embedVariants`.
import routes from "./routes.js";
import { VARIANTS } from "../_includes/lib/route-schema.js";
import { WIZARD_TAGS } from "../../widgets/widget-descriptions.ts";

export default VARIANTS.map((id) => ({
  id,
  pages: routes
    .filter((r) => r.widget && WIZARD_TAGS.includes(r.widget.tag) && r.widget.variant === id)
    .map((r) => ({ path: r.path, title: r.title, tag: r.widget.tag, summary: r.summary ?? "" })),
}));
