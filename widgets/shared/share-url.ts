import type { Units } from "./attributes.ts";
import type { FormValues } from "./measure.ts";

/*
 * Results are shared in the URL fragment (#tag?field=value&...), which browsers never send
 * to a server. Opening such a link restores the answers and shows the results
 * (read-shared.ts). This half makes the link, so it loads with the results.
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
