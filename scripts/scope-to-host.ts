// Scopes every rule of a widget stylesheet to the shadow root it is adopted into: each style
// rule's selector that does not already start at `:host` gets `:host ` in front (`.card`
// becomes `:host .card`, `*` becomes `:host *`). Inside the widget's shadow root that matches
// exactly what it matched before; in a page's own stylesheet it matches nothing, since `:host`
// matches only a shadow host from inside its shadow tree (CSS Scoping 1, section 3.2.1). So a
// bundler that puts the file into a page-wide stylesheet (Next.js with webpack does) cannot
// restyle the host page. Every rule but `:host` itself gains the same (0,1,0) of specificity,
// so they still beat one another in the same order; `:host` rules style only the host, which
// no other rule matches.
import { transform, type Selector } from "lightningcss";

const HOST: Selector = [
  { type: "pseudo-class", kind: "host", selectors: null },
  { type: "combinator", value: "descendant" },
];

/** True when a selector starts at the shadow host: `:host`, `:host(...)`. */
function startsAtHost(selector: Selector): boolean {
  const first = selector[0];
  return first?.type === "pseudo-class" && first.kind === "host";
}

/**
 * The stylesheet with every style rule scoped to `:host`; keyframes and the rest as they are.
 * lightningcss's Selector visitor sees each style rule's own selectors (in @media too), not
 * the ones inside `:not()` or `:is()`; tests/scripts/scope-to-host.test.ts holds it to that.
 */
export function scopeToHost(filename: string, code: string | Uint8Array): Uint8Array {
  const source = typeof code === "string" ? Buffer.from(code) : code;
  return transform({
    filename,
    code: source,
    visitor: {
      Selector: (selector) => (startsAtHost(selector) ? selector : [...HOST, ...selector]),
    },
  }).code;
}
