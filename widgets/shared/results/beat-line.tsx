import { BEAT, BEAT_LEAD, beatSignpost, type Direction } from "../../../engine/index.ts";

/**
 * The one line every plan with a deficit carries (docs/safety-rules.md, "Supplements"): Beat,
 * the UK's eating disorder charity, with its website and helpline as links.
 */
export function BeatLine({ direction }: { direction: Direction }) {
  if (!beatSignpost(direction)) return null;
  return (
    <p className="hint beat-line">
      {BEAT_LEAD}{" "}
      <a href={BEAT.url} target="_blank" rel="noopener noreferrer">
        {BEAT.site}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>{" "}
      or call <a href={`tel:${BEAT.helpline.replace(/\s/g, "")}`}>{BEAT.helpline}</a>.
    </p>
  );
}
