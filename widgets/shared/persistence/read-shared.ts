import type { Units } from "../platform/attributes.ts";
import type { FormValues } from "../form/measure.ts";

/*
 * A shared link holds a widget's answers in the URL fragment, #tag?field=value&...
 * (share-url.ts makes it). This half reads it when the widget first appears.
 */

/** The answers in this page's fragment for `tag`, if it holds any. */
export function readShared(
  tag: string,
  fields: readonly string[],
): { values: FormValues; units?: Units } | undefined {
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  const prefix = `#${tag}?`;
  if (!hash.startsWith(prefix)) return undefined;
  const params = new URLSearchParams(hash.slice(prefix.length));
  const values: FormValues = {};
  for (const name of fields) {
    const value = params.get(name);
    // Only short, plain values: a shared link is text from anywhere.
    if (value !== null && value.length <= 40) values[name] = value;
  }
  const units = params.get("units");
  return units === "metric" || units === "imperial" ? { values, units } : { values };
}
