import { describe, expect, it } from "vitest";
import { scopeToHost } from "../../scripts/scope-to-host.ts";

// The widget build scopes each stylesheet to :host (scripts/scope-to-host.ts), so that no rule
// can match in a host page that bundles the file, while inside the shadow root nothing changes.

const scoped = (css: string) =>
  Buffer.from(scopeToHost("test.css", css)).toString().replace(/\s+/g, " ").trim();

describe("scopeToHost", () => {
  it("puts :host before every selector that does not start there", () => {
    expect(scoped("* , ::before { box-sizing: inherit }")).toBe(
      ":host *, :host :before { box-sizing: inherit; }",
    );
    expect(scoped(".card > h2 { margin: 0 }")).toBe(":host .card > h2 { margin: 0; }");
  });

  it("leaves :host rules, and the selectors inside :not() or :is(), as they are", () => {
    expect(scoped(":host { display: block }")).toBe(":host { display: block; }");
    expect(scoped("p:not(.hint) { color: red }")).toBe(":host p:not(.hint) { color: red; }");
  });

  it("scopes rules inside @media, and leaves keyframes alone", () => {
    expect(scoped("@media print { p { color: #000 } }")).toBe(
      "@media print { :host p { color: #000; } }",
    );
    expect(scoped("@keyframes spin { from { opacity: 0 } }")).toBe(
      "@keyframes spin { from { opacity: 0; } }",
    );
  });
});
