import { useEffect, useState, type RefObject } from "react";

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
    <div className="result-bar" aria-hidden="true" hidden={resultInView} part="result-bar">
      <p>{text}</p>
      <button type="button" tabIndex={-1} onClick={() => heading.current?.focus()}>
        See full result
      </button>
    </div>
  );
}
