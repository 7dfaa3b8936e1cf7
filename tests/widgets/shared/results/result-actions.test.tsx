// @vitest-environment jsdom
import { fireEvent, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mount, setField, tick } from "../../helpers/widget-dom.ts";

/*
 * "Share a link" under a result opens the phone's share sheet (navigator.share) where the
 * browser has one, and otherwise copies the link and shows it, as on a desktop.
 */

beforeAll(async () => {
  await import("../../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts");
});

afterEach(() => {
  document.body.innerHTML = "";
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
  vi.restoreAllMocks();
});

/** Stubs the share sheet (answering as `answer` does) and the clipboard. */
function stub(answer: () => Promise<void>) {
  const share = vi.fn(answer);
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return { share, writeText };
}

/** A BMI result, and a press of "Share a link". */
async function shareResult() {
  const widget = await mount("calorie-deficit-bmi");
  setField(widget.root, "height", "180");
  setField(widget.root, "weight", "92");
  fireEvent.click(
    await widget.screen.findByRole("button", { name: "Share a link" }, { timeout: 4000 }),
  );
  await tick(5);
  return widget;
}

const LINK = /#calorie-deficit-bmi\?units=metric&.*height=180&weight=92/;

describe("Share a link", () => {
  it("opens the share sheet with the link, and shows nothing more", async () => {
    const { share, writeText } = stub(() => Promise.resolve());
    const { root } = await shareResult();
    expect(share).toHaveBeenCalledTimes(1);
    expect(share.mock.calls[0]).toEqual([{ url: expect.stringMatching(LINK) }]);
    expect(writeText).not.toHaveBeenCalled();
    expect(root.getElementById("share-link")).toBeNull();
  });

  it("does nothing more when the visitor closes the share sheet", async () => {
    const { writeText } = stub(() => Promise.reject(new DOMException("Closed", "AbortError")));
    const { root } = await shareResult();
    expect(writeText).not.toHaveBeenCalled();
    expect(root.getElementById("share-link")).toBeNull();
  });

  it("copies and shows the link when the share sheet is refused (a frame not allowed it)", async () => {
    const { writeText } = stub(() =>
      Promise.reject(new DOMException("Not allowed", "NotAllowedError")),
    );
    const { root, screen } = await shareResult();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(LINK));
    expect((root.getElementById("share-link") as HTMLInputElement).value).toMatch(LINK);
    expect(await screen.findByText("Link copied.")).toBeTruthy();
  });

  it("copies and shows the link where there is no share sheet", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    expect("share" in navigator).toBe(false);
    const { root } = await shareResult();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(LINK));
    const field = within(root as unknown as HTMLElement).getByRole<HTMLInputElement>("textbox", {
      name: "Link to these results",
    });
    expect(field.value).toMatch(LINK);
  });
});
