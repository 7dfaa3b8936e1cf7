// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { focusAndShow } from "../../../../widgets/shared/wizard/focus-and-show.ts";

/** A heading in a host, recording how it is focused and scrolled to. */
function headingIn(hostAttributes: string[] = []) {
  const host = document.createElement("calorie-deficit-basic");
  for (const name of hostAttributes) host.setAttribute(name, "");
  const heading = document.createElement("h3");
  heading.tabIndex = -1;
  host.append(heading);
  document.body.append(host);
  const focus = vi.spyOn(heading, "focus");
  const scroll = vi.fn();
  heading.scrollIntoView = scroll;
  return { host, heading, focus, scroll };
}

/** Answers the reduced-motion question as a visitor's settings would. */
function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("focusAndShow", () => {
  it("focuses the heading without the browser's own scroll, which would centre it", () => {
    reducedMotion(false);
    const { host, heading, focus } = headingIn();
    focusAndShow(heading, host);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(heading);
  });

  it("on the site's own page, scrolls the heading to the top of the screen", () => {
    reducedMotion(false);
    const { host, heading, scroll } = headingIn(["data-cdc-home"]);
    focusAndShow(heading, host);
    expect(scroll).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
  });

  it("on a partner's page or in our frame, scrolls only as far as needed to show it", () => {
    reducedMotion(false);
    for (const marks of [[], ["data-cdc-frame"]]) {
      const { host, heading, scroll } = headingIn(marks);
      focusAndShow(heading, host);
      expect(scroll).toHaveBeenCalledWith({ block: "nearest", behavior: "smooth" });
    }
  });

  it("jumps instead of gliding when the visitor asks for reduced motion", () => {
    reducedMotion(true);
    const { host, heading, scroll } = headingIn(["data-cdc-home"]);
    focusAndShow(heading, host);
    expect(scroll).toHaveBeenCalledWith({ block: "start", behavior: "auto" });
  });
});
