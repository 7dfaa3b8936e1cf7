// The Custom Elements Manifest, built from the widgets' descriptions, for the /embed
// guide's tables. Global data as `customElements`.
import { buildManifest } from "../../scripts/custom-elements.ts";

export default function () {
  return buildManifest().modules.flatMap((module) => module.declarations);
}
