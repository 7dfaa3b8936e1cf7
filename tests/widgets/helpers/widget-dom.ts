import {
  fireEvent,
  waitFor,
  within,
  type BoundFunctions,
  type queries,
} from "@testing-library/react";
import { expect } from "vitest";

export { readFixtures, type Fixture } from "./fixtures.ts";

/**
 * Adds a widget to the document and waits for it to render into its shadow root. The tag is
 * defined once its stylesheets have loaded, as in a browser, so this waits for that too.
 */
export async function mount(
  tag: string,
  attributes: Record<string, string> = {},
): Promise<{ host: HTMLElement; root: ShadowRoot; screen: BoundFunctions<typeof queries> }> {
  const host = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await customElements.whenDefined(tag);
  const root = host.shadowRoot;
  if (!root) throw new Error(`<${tag}> has no open shadow root`);
  await waitFor(() => expect(root.querySelector(".card")).not.toBeNull());
  return { host, root, screen: within(root as unknown as HTMLElement) };
}

/**
 * Types into a text field, or picks a radio, option or checkboxes, by the field's name, as a
 * visitor would.
 */
export function setField(root: ShadowRoot, name: string, value: string): boolean {
  const radio = root.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${name}"][value="${value}"]`,
  );
  if (radio) {
    fireEvent.click(radio);
    return true;
  }
  // A group of checkboxes holds its ticked values joined by commas; tick exactly those.
  const boxes = [
    ...root.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`),
  ];
  if (boxes.length > 0) {
    const wanted = value.split(",");
    for (const box of boxes) {
      if (box.checked !== wanted.includes(box.value)) fireEvent.click(box);
    }
    return true;
  }
  const input = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${name}`);
  if (!input) return false;
  if (input instanceof HTMLSelectElement) fireEvent.change(input, { target: { value } });
  else fireEvent.input(input, { target: { value } });
  return true;
}

/**
 * Switches units as a visitor would, and waits until the switch has happened: the conversion
 * is a small chunk fetched on the first switch.
 */
export async function switchUnits(root: ShadowRoot, units: "metric" | "imperial"): Promise<void> {
  setField(root, "units", units);
  // The switch's label is marked "on" from the widget's state, not by the click itself, and
  // the switch is busy until the answers are converted (the conversion is fetched).
  await waitFor(
    () => {
      const radio = root.querySelector(`input[name="units"][value="${units}"]`);
      expect(radio?.closest("label")?.className).toBe("on");
      expect(radio?.closest("fieldset")?.getAttribute("aria-busy")).toBeNull();
    },
    { timeout: 10_000 },
  );
}

/** Fills every field of the current step that the fixture has a value for. */
export function fillVisible(root: ShadowRoot, inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) setField(root, name, value);
}

/** Lets the runtime re-render (both batch updates) and pending promises settle. */
export function tick(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits while a press waits for the widget's results chunk ("Loading..." beside the button):
 * the first press of a test run may have to fetch and compile it.
 */
async function settle(root: ShadowRoot): Promise<void> {
  await tick();
  await waitFor(
    () => expect(root.querySelector(".loading-region")?.textContent ?? "").not.toContain("Loading"),
    { timeout: 10_000 },
  );
  await tick();
}

export async function clickButton(root: ShadowRoot, name: RegExp | string): Promise<void> {
  await tick();
  fireEvent.click(within(root as unknown as HTMLElement).getByRole("button", { name }));
  await settle(root);
}

/** Presses the form's submit button (Next, Calculate...), if the widget shows one. */
export async function pressSubmit(root: ShadowRoot): Promise<void> {
  const button = root.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  fireEvent.click(button);
  await settle(root);
}
