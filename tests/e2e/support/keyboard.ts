import type { Locator } from "@playwright/test";

/** What a fill found for one answer: nothing on screen, or the control it has focused. */
type Target =
  | { kind: "none" }
  | { kind: "radio" | "select" | "text" }
  | { kind: "range"; now: number; step: number };

/**
 * Finds the control for one answer, in one trip to the page: the radio button of that name
 * and value if exactly one is on screen, else the one element with that id if it is on screen
 * ("on screen" as Playwright's isVisible: displayed, not visibility: hidden, with a size).
 * Focuses it, as a visitor's Tab would, and says what kind of control it is.
 */
async function focusControl(host: Locator, name: string, value: string): Promise<Target> {
  const radio = `input[type="radio"][name="${name}"][value="${value}"]`;
  return host.locator(`${radio}, #${name}`).evaluateAll(
    (elements, { radio, id }): Target => {
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
      };
      const only = (found: Element[]) =>
        found.length === 1 && shown(found[0] as Element) ? found[0] : undefined;
      const button = only(elements.filter((el) => el.matches(radio)));
      if (button instanceof HTMLElement) {
        button.focus();
        return { kind: "radio" };
      }
      const field = only(elements.filter((el) => el.id === id));
      if (!(field instanceof HTMLElement)) return { kind: "none" };
      field.focus();
      if (field instanceof HTMLSelectElement) return { kind: "select" };
      if (field instanceof HTMLInputElement && field.type === "range") {
        return { kind: "range", now: Number(field.value), step: Number(field.step) || 1 };
      }
      return { kind: "text" };
    },
    { radio, id: name },
  );
}

/**
 * Fills whichever of `inputs` the widget shows right now, by keyboard as a visitor would:
 * typing into text fields, Space on radio buttons, arrow keys in sliders, picking in selects.
 * Returns how many fields it filled. Fields are found by id (text, select, slider) or by name
 * and value (radio), each when its turn comes, so a choice can show the fields after it.
 */
export async function fillVisibleByKeyboard(
  host: Locator,
  inputs: Record<string, string>,
): Promise<number> {
  const page = host.page();
  let filled = 0;
  for (const [name, value] of Object.entries(inputs)) {
    const target = await focusControl(host, name, value);
    if (target.kind === "none") continue;
    if (target.kind === "radio") {
      await page.keyboard.press("Space");
    } else if (target.kind === "range") {
      // A slider: arrow keys, one step at a time, as a keyboard user moves it.
      const moves = Math.round((Number(value) - target.now) / target.step);
      for (let i = 0; i < Math.abs(moves); i++) {
        await page.keyboard.press(moves > 0 ? "ArrowRight" : "ArrowLeft");
      }
    } else if (target.kind === "select") {
      await host.locator(`#${name}`).selectOption(value);
    } else {
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(value);
    }
    filled++;
  }
  return filled;
}

/** Presses Enter on the widget's primary (submit) button, reached by keyboard focus. */
export async function pressPrimary(host: Locator): Promise<void> {
  await host.locator("button[type=submit]").focus();
  await host.page().keyboard.press("Enter");
}
