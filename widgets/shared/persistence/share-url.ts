import { excerpt, type Units } from "../platform/attributes.ts";
import type { FormValues } from "../form/measure.ts";

/*
 * Results are shared in the URL fragment (#tag?field=value&...), which browsers never send
 * to a server. Opening such a link restores the answers and shows the results
 * (read-shared.ts). This half makes the links, so it loads with the results: "Share a link"
 * to this page, and the links on to another calculator with the answers carried over.
 */

/** The fragment a widget reads its answers from: "tag?units=metric&field=value...". */
function fragment(tag: string, values: FormValues, units: Units): string {
  const params = new URLSearchParams();
  params.set("units", units);
  for (const [name, value] of Object.entries(values)) {
    if (value !== "") params.set(name, value);
  }
  return `${tag}?${params.toString()}`;
}

/** The address of this page with the widget's answers in its fragment. */
export function shareUrl(tag: string, values: FormValues, units: Units): string {
  const url = new URL(window.location.href);
  url.hash = fragment(tag, values, units);
  return url.toString();
}

const warned = new Set<string>();

/** Where a link on comes from: the page's attribute for it, on which widget. */
export interface LinkAttribute {
  /** The widget that has the attribute. */
  tag: string;
  /** Its name, as written on the element: "next-href". */
  name: string;
  value: string | undefined;
}

/**
 * A link to another page (the address a page gives a widget in an attribute such as
 * `next-href`) with answers for the widget there, `to`, in its fragment. Undefined when the
 * attribute is missing, and, with one console warning, when it is not a web address (http or
 * https, or a path on this site): a widget never guesses where the site keeps its pages.
 */
export function carryUrl(
  from: LinkAttribute,
  to: string,
  values: FormValues,
  units: Units,
): string | undefined {
  const href = from.value?.trim();
  if (!href) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(href, window.location.href);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== "https:" && url?.protocol !== "http:") {
    const key = `${from.tag} ${from.name}=${href}`;
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(
        `<${from.tag}>: ${from.name}="${excerpt(href)}" is not a web address; the link is left out.`,
      );
    }
    return undefined;
  }
  url.hash = fragment(to, values, units);
  return url.toString();
}
