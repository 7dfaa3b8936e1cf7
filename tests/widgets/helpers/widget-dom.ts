import { waitFor, within } from "@testing-library/dom";
import { expect } from "vitest";

export { readFixtures, type Fixture } from "./fixtures.ts";

/**
 * Adds a widget to the document and waits for it to render into its shadow root. The tag is
 * defined once its stylesheets have loaded, as in a browser, so this waits for that too.
 */
export async function mount(
  tag: string,
  attributes: Record<string, string> = {},
): Promise<{ host: HTMLElement; root: ShadowRoot; screen: ReturnType<typeof within> }> {
  const host = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await customElements.whenDefined(tag);
  const root = host.shadowRoot;
  if (!root) throw new Error(`<${tag}> has no open shadow root`);
  await waitFor(() => expect(root.querySelector(".card")).not.toBeNull());
  return { host, root, screen: within(root as unknown as HTMLElement) };
}

/** Types into a text field, or picks a radio or option, by the field's name, as a visitor would. */
export function setField(root: ShadowRoot, name: string, value: string): boolean {
  const radio = root.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${name}"][value="${value}"]`,
  );
  if (radio) {
    radio.click();
    return true;
  }
  const input = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${name}`);
  if (!input) return false;
  input.value = value;
  input.dispatchEvent(
    new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
  return true;
}

/** Fills every field of the current step that the fixture has a value for. */
export function fillVisible(root: ShadowRoot, inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) setField(root, name, value);
}

/** Lets preact re-render (it batches updates into a microtask). */
export function tick(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function clickButton(root: ShadowRoot, name: RegExp | string): Promise<void> {
  await tick();
  const button = within(root as unknown as HTMLElement).getByRole("button", { name });
  button.click();
  await tick();
}
