/*
 * /widgets/frame.js: the script of the iframe pages /embed/<tag>/, for sites whose editors
 * strip scripts. It copies the page's ?variant=, ?units=, ?calc-delay=, ?heading= and
 * ?affiliate-links= onto the widget
 * (as attribute text, never markup), then tells the parent page the height of the content
 * each time it changes, so the parent can size the iframe to fit every step. The page marks
 * its widget with data-cdc-frame. (No imports: the loader must stay a single file.)
 */
const FRAME_MESSAGE = "calorie-deficit-calculator-uk:height";
const ATTRIBUTES = ["variant", "units", "calc-delay", "heading", "affiliate-links"];

const widget = document.querySelector<HTMLElement>("[data-cdc-frame]");
if (widget) {
  const query = new URLSearchParams(location.search);
  for (const name of ATTRIBUTES) {
    const value = query.get(name);
    if (value !== null) widget.setAttribute(name, value);
  }
  let last = -1;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last || window.parent === window) return;
    last = height;
    // The height is not private: any page may frame us, and the host checks our origin.
    window.parent.postMessage({ type: FRAME_MESSAGE, tag: widget.localName, height }, "*");
  };
  new ResizeObserver(report).observe(document.body);
  report();
}
