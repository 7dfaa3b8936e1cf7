import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * On a phone, the result of a single-screen calculator sits below its fields, out of sight
 * while the visitor types. This bar keeps the result's one-line summary at the bottom of the
 * card (sticky; base.css, "Single-screen calculators"), with a button to the full result, and
 * goes while the full result is on screen. Where the card is wide enough for the result to sit
 * beside the fields, the stylesheet hides it.
 *
 * Screen readers hear the same summary once, from the card's live region, and reach the
 * result by the form's own button or by reading on, so the bar is hidden from them and its
 * button is left out of the tab order: it is a shortcut for eyes and fingers only.
 *
 * The bar must never hide the field in use. A field the browser scrolls to keeps clear of it
 * by its scroll margin (base.css); one already on screen, but under the bar, is brought up to
 * the middle of the screen when it takes focus.
 */
export function ResultBar({
  text,
  heading,
}: {
  text: string;
  /** The full result's heading: the bar watches it and takes the visitor to it. */
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const [resultInView, setResultInView] = useState(false);
  const bar = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const root = bar.current?.getRootNode();
    if (!root) return undefined;
    const clear = (event: Event) => {
      const field = event.target;
      const own = bar.current;
      if (!(field instanceof HTMLElement) || !own || own.contains(field)) return;
      const covers = own.getBoundingClientRect();
      const box = field.getBoundingClientRect();
      if (covers.height > 0 && box.bottom > covers.top && box.top < covers.bottom) {
        field.scrollIntoView?.({ block: "center" });
      }
    };
    root.addEventListener("focusin", clear);
    return () => root.removeEventListener("focusin", clear);
  }, []);
  useEffect(() => {
    const section = heading.current?.parentElement;
    if (!section || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setResultInView(last.isIntersecting);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      className="result-bar"
      ref={bar}
      aria-hidden="true"
      hidden={resultInView}
      part="result-bar"
    >
      <p>{text}</p>
      <button type="button" tabIndex={-1} onClick={() => heading.current?.focus()}>
        See full result
      </button>
    </div>
  );
}
