// The /embed configurator's script (a module file: the site allows no inline script). The
// page already holds the default snippets (written by the build), so without JavaScript
// nothing is lost; here every choice rewrites the four snippets and points the two
// previews, light and dark, at the iframe page with the same settings. The copy buttons
// are embed-guide.js's, which read a snippet's text when pressed.
//
// Each preview runs a whole calculator, so it loads only as it comes on screen: the page's
// first screen, on a phone above all, boots no calculator. A frame's address waits in its
// data-src until then. (The browser's own lazy loading starts over a thousand pixels early.)
import { frameAddress, settle, snippetsFor } from "./embed-snippets.js";

const form = document.getElementById("embed-configurator");
const previews = document.querySelectorAll("iframe[data-cdc-scheme]");
/** The previews that have come on screen, which follow every choice from then on. */
const onScreen = new WeakSet();

/** Points a preview at its address, once it has come on screen. */
const load = (frame) => {
  const src = frame.dataset.src;
  if (src && onScreen.has(frame) && frame.getAttribute("src") !== src) frame.src = src;
};

const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onScreen.add(entry.target);
      nearScreen.unobserve(entry.target);
      load(entry.target);
    }
  },
  { rootMargin: "200px 0px" },
);
for (const frame of previews) nearScreen.observe(frame);

if (form instanceof HTMLFormElement && form.dataset.options) {
  // What the form offers, as the build wrote it (site/_data/embedConfigurator.js).
  const options = JSON.parse(form.dataset.options);
  const variantSelect = form.elements.namedItem("variant");

  /** The form's choices as the snippet module takes them. */
  const read = () => {
    const values = new FormData(form);
    const colours = {};
    for (const colour of options.colours) colours[colour.name] = values.get(colour.name);
    return {
      tag: values.get("tag"),
      variant: values.get("variant"),
      units: values.get("units"),
      heading: values.get("heading"),
      colours,
    };
  };

  /** The variant list of the chosen calculator, keeping the variant chosen if it has it. */
  const offerVariants = (calculator, wanted) => {
    const values = calculator.variant.values;
    const keep = values.includes(wanted) ? wanted : calculator.variant.default;
    variantSelect.replaceChildren(
      ...values.map((value) => new Option(value, value, false, value === keep)),
    );
    variantSelect.disabled = values.length < 2;
  };

  const setText = (id, text) => {
    const element = document.getElementById(id);
    if (element && element.textContent !== text) element.textContent = text;
  };

  const update = () => {
    const choice = read();
    const settled = settle(options, choice);
    if (variantSelect.dataset.tag !== settled.tag) {
      offerVariants(settled.calculator, choice.variant);
      variantSelect.dataset.tag = settled.tag;
      choice.variant = variantSelect.value;
    }
    const snippets = snippetsFor(options, choice);
    setText("snippet-script", snippets.script);
    setText("snippet-iframe", snippets.iframe);
    setText("snippet-url", snippets.url);
    setText("snippet-url-note", snippets.urlNote);
    setText("snippet-react", snippets.react);
    const address = frameAddress({ ...options, origin: "" }, choice);
    for (const frame of previews) {
      const scheme = frame.dataset.cdcScheme;
      frame.dataset.src = `${address}${address.includes("?") ? "&" : "?"}color-scheme=${scheme}`;
      load(frame);
    }
  };

  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("change", update);
  // Colour pickers report while the visitor drags; the previews follow on release.
  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "color") {
      const snippets = snippetsFor(options, read());
      setText("snippet-script", snippets.script);
      setText("snippet-react", snippets.react);
    }
  });
  // A reset puts the fields back after this event: update once it has.
  form.addEventListener("reset", () => setTimeout(update));
  update();
}
