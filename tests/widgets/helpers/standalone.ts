import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Fixture } from "./fixtures.ts";
import { mount, setField, tick, switchUnits } from "./widget-dom.ts";

/** Fills a single-screen form, twice over, so fields that appear after a choice get filled. */
async function fill(root: ShadowRoot, inputs: Record<string, string>): Promise<void> {
  for (let pass = 0; pass < 2; pass++) {
    for (const [name, value] of Object.entries(inputs)) setField(root, name, value);
    await tick();
  }
}

/**
 * The behaviour every single-screen calculator shares, checked against its fixtures:
 * instant results with the expected figures, errors next to the field, units switch,
 * shared links and the variant fallback.
 */
export function describeStandalone(p: {
  tag: string;
  title: string;
  fixtures: Fixture[];
  load: () => Promise<unknown>;
}) {
  describe(`<${p.tag}>`, () => {
    afterEach(() => {
      document.body.innerHTML = "";
      window.location.hash = "";
      vi.restoreAllMocks();
    });

    it("renders its card with its title, metric units chosen and no result yet", async () => {
      await p.load();
      const { screen } = await mount(p.tag);
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(p.title);
      expect(screen.getByRole<HTMLInputElement>("radio", { name: "kg and cm" }).checked).toBe(true);
      expect(screen.queryByRole("heading", { name: "Your result" })).toBeNull();
    });

    it('keeps its title for screen readers only, without its introduction, with heading="hide"', async () => {
      await p.load();
      const { root, screen } = await mount(p.tag, { heading: "hide" });
      expect(screen.getByRole("heading", { name: p.title }).className).toBe("visually-hidden");
      expect(root.querySelector(".lede")).toBeNull();
    });

    it("warns once about a heading value it does not know, and shows the title", async () => {
      await p.load();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const { root, screen } = await mount(p.tag, { heading: "none" });
      expect(screen.getByRole("heading", { name: p.title }).className).toBe("");
      expect(root.querySelector(".lede")).not.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('heading="none"');
    });

    for (const fixture of p.fixtures) {
      it(`${fixture.error ? "shows the error" : "gives the expected result"}: ${fixture.name}`, async () => {
        await p.load();
        const { host, root } = await mount(p.tag, fixture.attributes);
        const results: unknown[] = [];
        host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent).detail));
        await fill(root, fixture.inputs);
        if (fixture.error) {
          fireEvent.click(
            within(root as unknown as HTMLElement).getByRole("button", { name: "Show my result" }),
          );
          await tick(5);
          for (const [field, phrase] of Object.entries(fixture.error)) {
            const message = root.getElementById(`${field}-error`);
            expect(message?.textContent, field).toContain(phrase);
            const input = root.getElementById(field) ?? root.querySelector(`[name^="${field}"]`);
            expect(input?.getAttribute("aria-invalid"), field).toBe("true");
          }
          expect(results).toEqual([]);
          // Nothing typed is lost.
          for (const [name, value] of Object.entries(fixture.inputs)) {
            const box = root.getElementById(name) as HTMLInputElement | null;
            if (box?.type === "text") expect(box.value).toBe(value);
          }
          return;
        }
        await waitFor(() => expect(results.at(-1)).toMatchObject(fixture.expected), {
          timeout: 4000,
        });
        const screen = within(root as unknown as HTMLElement);
        expect(screen.queryByRole("region", { name: "Your result" })).not.toBeNull();
        expect(root.querySelector("[aria-live=polite].visually-hidden")?.textContent).not.toBe("");
      });
    }

    it("lists every problem at once when the button is pressed, each a link to its field, and moves focus there", async () => {
      await p.load();
      const { root, screen } = await mount(p.tag);
      screen.getByRole("button", { name: "Show my result" }).click();
      const summary = await screen.findByRole("alert");
      expect(within(summary).getByRole("heading").textContent).toBe("There is a problem");
      const links = within(summary).getAllByRole("link");
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const field = (link.getAttribute("href") ?? "").slice(1);
        expect(root.getElementById(`${field}-error`)?.textContent).toContain(link.textContent);
      }
      await waitFor(() => expect(root.activeElement).toBe(summary));
    });

    it("keeps what was typed when the units switch", async () => {
      await p.load();
      const { root } = await mount(p.tag);
      const metric = p.fixtures.find((f) => !f.error && f.inputs.height);
      if (!metric) return;
      await fill(root, metric.inputs);
      await switchUnits(root, "imperial");
      await tick();
      const feet = root.getElementById("heightFt") as HTMLInputElement | null;
      expect(Number(feet?.value)).toBeGreaterThanOrEqual(4);
      await switchUnits(root, "metric");
      await tick();
      const cm = Number((root.getElementById("height") as HTMLInputElement).value);
      expect(Math.abs(cm - Number(metric.inputs.height))).toBeLessThan(0.2);
    });

    it("restores a shared link and shows its result", async () => {
      await p.load();
      const fixture = p.fixtures.find((f) => !f.error) as Fixture;
      const params = new URLSearchParams({
        units: fixture.attributes.units ?? "metric",
        ...fixture.inputs,
      });
      window.location.hash = `${p.tag}?${params.toString()}`;
      const results: unknown[] = [];
      const listen = (e: Event) => results.push((e as CustomEvent).detail);
      document.addEventListener("cdc-result", listen);
      const { root, screen } = await mount(p.tag, fixture.attributes);
      await waitFor(() => expect(results.at(-1)).toMatchObject(fixture.expected), {
        timeout: 4000,
      });
      document.removeEventListener("cdc-result", listen);
      expect(screen.queryByRole("region", { name: "Your result" })).not.toBeNull();
      for (const [name, value] of Object.entries(fixture.inputs)) {
        const box = root.getElementById(name) as HTMLInputElement | null;
        if (box?.type === "text") expect(box.value).toBe(value);
      }
    });

    it("falls back from an unknown variant or units with one warning each", async () => {
      await p.load();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const { root } = await mount(p.tag, { variant: "<b>x</b>", units: "furlongs" });
      await tick();
      expect(warn).toHaveBeenCalledTimes(2);
      expect(root.querySelector("b")).toBeNull();
      expect(
        (root.querySelector('input[name="units"][value="metric"]') as HTMLInputElement).checked,
      ).toBe(true);
    });
  });
}
