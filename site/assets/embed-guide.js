// The /embed guide's own script (a file: the site allows no inline script).
//
// 1. The live examples resize to fit, as a partner's page does with the guide's host script:
//    only frames marked data-cdc-frame, only on a message sent by that very frame.
// 2. Each code snippet gets a "Copy" button; where the clipboard is refused, the snippet's
//    text is selected for copying by hand.
const FRAME_MESSAGE = "calorie-deficit-calculator-uk:height";

window.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== FRAME_MESSAGE) return;
  if (event.origin !== location.origin && event.origin !== "null") return;
  const height = Number(data.height);
  if (!(height > 0 && height < 20000)) return;
  for (const frame of document.querySelectorAll("iframe[data-cdc-frame]")) {
    if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
  }
});

/** Selects the text of `code`, for the visitor to copy by hand. */
function select(code) {
  const range = document.createRange();
  range.selectNodeContents(code);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

for (const pre of document.querySelectorAll(".prose pre")) {
  const code = pre.querySelector("code");
  if (!code) continue;
  const bar = document.createElement("div");
  bar.className = "copy-bar";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "copy-button";
  button.textContent = "Copy code";
  const status = document.createElement("span");
  status.className = "copy-status";
  status.setAttribute("aria-live", "polite");
  button.addEventListener("click", () => {
    const done = (message) => {
      status.textContent = message;
      setTimeout(() => (status.textContent = ""), 3000);
    };
    const fallback = () => {
      select(code);
      done("Selected: press Ctrl+C, or Cmd+C on a Mac, to copy.");
    };
    if (!navigator.clipboard) return fallback();
    navigator.clipboard.writeText(code.textContent ?? "").then(() => done("Copied."), fallback);
  });
  bar.append(button, status);
  pre.before(bar);
}
