import { parseChoice } from "../platform/attributes.ts";
import type { WidgetProps } from "../platform/define-widget.ts";

/** Whether a widget shows its own title and introduction: `heading="show"` or `"hide"`. */
export type HeadingChoice = "show" | "hide";

const HEADING_CHOICES: readonly HeadingChoice[] = ["show", "hide"];

/**
 * Reads the `heading` attribute, which every widget takes beside its own (HEADING in
 * widgets/shared/platform/common-attributes.ts describes it). Anything but "show" or "hide"
 * warns once and shows.
 */
export function readHeading(props: WidgetProps, tag: string): HeadingChoice {
  return parseChoice(
    props.container ?? tag,
    tag,
    "heading",
    props.heading,
    HEADING_CHOICES,
    "show",
  );
}

/**
 * A widget's title and one-line introduction. With `heading="hide"` (a page whose own
 * heading already names the calculator) the title stays for screen readers, keeping the
 * widget's headings in order under the page's, and the introduction goes.
 */
export function CardHeading(p: { title: string; lede: string; heading: HeadingChoice }) {
  const hidden = p.heading === "hide";
  return (
    <>
      <h2 className={hidden ? "visually-hidden" : undefined}>{p.title}</h2>
      {hidden ? null : <p className="lede">{p.lede}</p>}
    </>
  );
}
