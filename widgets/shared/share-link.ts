import type { Units } from "./attributes.ts";
import type { FormValues } from "./measure.ts";

/*
 * Results are shared in the URL fragment (#tag?field=value&...), which browsers never send
 * to a server. Opening such a link restores the answers and shows the results.
 */

/** The address of this page with the widget's answers in its fragment. */
export function shareUrl(tag: string, values: FormValues, units: Units): string {
  const params = new URLSearchParams();
  params.set("units", units);
  for (const [name, value] of Object.entries(values)) {
    if (value !== "") params.set(name, value);
  }
  const url = new URL(window.location.href);
  url.hash = `${tag}?${params.toString()}`;
  return url.toString();
}

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
