import type { Page } from "@playwright/test";

/**
 * Posts `data` to the page's own window, as another window's script could, and waits until
 * the page's listeners have handled it: a second message is posted after it, and messages
 * arrive in the order they were sent.
 */
export async function postToPage(page: Page, data: unknown): Promise<void> {
  await page.evaluate(
    (data) =>
      new Promise<void>((resolve) => {
        const marker = "e2e:handled";
        window.addEventListener("message", function done(event) {
          if (event.data !== marker) return;
          window.removeEventListener("message", done);
          resolve();
        });
        window.postMessage(data, "*");
        window.postMessage(marker, "*");
      }),
    data,
  );
}
