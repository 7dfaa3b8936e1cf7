import { useState } from "react";
import type { Units } from "./attributes.ts";
import type { FormValues } from "./measure.ts";
import { shareUrl } from "./share-url.ts";

/** "Back to Calculator" (for wizards), print and share-by-link, under every result. */
export function ResultActions(p: {
  tag: string;
  values: FormValues;
  units: Units;
  onBack?: () => void;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const share = () => {
    const url = shareUrl(p.tag, p.values, p.units);
    setLink(url);
    setCopied(false);
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="no-print">
      <div className="actions">
        {p.onBack ? (
          <button type="button" part="button" onClick={p.onBack}>
            Back to Calculator
          </button>
        ) : null}
        <button type="button" part="button" onClick={() => window.print()}>
          Print results
        </button>
        <button type="button" part="button" onClick={share}>
          Share a link
        </button>
      </div>
      {link ? (
        <div className="field share">
          <label htmlFor="share-link">Link to these results</label>
          <p className="hint" id="share-hint">
            Your answers are stored in the link itself, after the # sign. They are never sent to us.
          </p>
          <input
            id="share-link"
            type="text"
            readOnly
            value={link}
            aria-describedby="share-hint"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p aria-live="polite">{copied ? "Link copied." : ""}</p>
        </div>
      ) : null}
    </div>
  );
}

/** Warnings, most serious first; the first stands out. */
export function Warnings({
  warnings,
}: {
  warnings: readonly { type: string; message: string; recommendation?: string | undefined }[];
}) {
  if (warnings.length === 0) return null;
  return (
    <div className="warnings" part="warnings">
      {warnings.map((w, i) => (
        <div
          className={`warning ${w.type}`}
          key={i}
          role={i === 0 && (w.type === "critical" || w.type === "high") ? "alert" : undefined}
        >
          <p>
            <strong>
              {w.type === "critical" ? "Important: " : w.type === "high" ? "Warning: " : "Note: "}
            </strong>
            {w.message}
          </p>
          {w.recommendation ? <p className="recommendation">{w.recommendation}</p> : null}
        </div>
      ))}
    </div>
  );
}

/** The disclaimer under every result. */
export function Disclaimer() {
  return (
    <p className="disclaimer">
      These results are estimates only. Speak to a GP or other healthcare professional before you
      start a weight loss plan, especially if you have a health condition, are pregnant or
      breastfeeding, or are under 18.
    </p>
  );
}
