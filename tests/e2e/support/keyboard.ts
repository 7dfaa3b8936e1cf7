import type { Locator } from "@playwright/test";

/**
 * Fills whichever of `inputs` the widget shows right now, by keyboard as a visitor would:
 * typing into text fields, Space on radio buttons, arrow keys in selects. Returns how many
 * fields it filled. Fields are found by id (text, select) or by name and value (radio).
 */
export async function fillVisibleByKeyboard(
  host: Locator,
  inputs: Record<string, string>,
): Promise<number> {
  const page = host.page();
  let filled = 0;
  for (const [name, value] of Object.entries(inputs)) {
    const radio = host.locator(`input[type="radio"][name="${name}"][value="${value}"]`);
    if (await radio.isVisible().catch(() => false)) {
      await radio.focus();
      await page.keyboard.press("Space");
      filled++;
      continue;
    }
    const field = host.locator(`#${name}`);
    if (!(await field.isVisible().catch(() => false))) continue;
    const kind = await field.evaluate((el) =>
      el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase(),
    );
    if (kind === "range") {
      // A slider: arrow keys, one step at a time, as a keyboard user moves it.
      const { now, step } = await field.evaluate((el) => ({
        now: Number((el as HTMLInputElement).value),
        step: Number((el as HTMLInputElement).step) || 1,
      }));
      await field.focus();
      const moves = Math.round((Number(value) - now) / step);
      for (let i = 0; i < Math.abs(moves); i++) {
        await page.keyboard.press(moves > 0 ? "ArrowRight" : "ArrowLeft");
      }
    } else if (kind === "select") {
      await field.focus();
      await field.selectOption(value);
    } else {
      await field.focus();
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
