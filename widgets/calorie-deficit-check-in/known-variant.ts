import { VARIANT_IDS } from "../../engine/index.ts";
import { parseChoice, type AttributeOwner } from "../shared/platform/attributes.ts";
import { TAG } from "./check-in-fields.ts";

/**
 * The variant attribute checked against every variant the engine knows; anything else is
 * "default", with one console warning. Checked with the results, so that the first paint
 * need not carry the variants table (check-in-fields.ts shapes the form by name).
 */
export function knownVariant(owner: AttributeOwner, value: string | undefined): string {
  return parseChoice(owner, TAG, "variant", value, VARIANT_IDS, "default");
}
