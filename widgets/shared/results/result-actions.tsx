import { useEffect, useState } from "react";
import type { Units } from "../platform/attributes.ts";
import type { FormValues } from "../form/measure.ts";
import { RememberBox, useRemember } from "../persistence/remember-box.tsx";
import { forgetDetails, fromLink, rememberDetails } from "../persistence/remember-details.ts";
import { announceRememberChange } from "../persistence/remembered.ts";
import { shareUrl } from "../persistence/share-url.ts";

/** Whether this document may write to the clipboard, where the browser says (Chromium). */
function clipboardAllowed(): boolean {
  const policy = (
    document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }
  ).featurePolicy;
  return policy ? policy.allowsFeature("clipboard-write") : true;
}

/**
 * "Back to Calculator" (for wizards), print, share-by-link (the phone's share sheet where
 * there is one) and "Remember my details on this device", under every result. The check-in
 * offers the same box beside its weigh-ins instead, and the children's calculator remembers
 * nothing: both pass `remember={false}`.
 */
export function ResultActions(p: {
  tag: string;
  values: FormValues;
  units: Units;
  onBack?: () => void;
  remember?: boolean;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // `live` is read by the effect below without running it: a box ticked in another widget on
  // the page ticks this one, but does not write this widget's details over the ones just
  // kept; and a Forget pressed elsewhere stops a write already scheduled.
  const [remember, setRemember, live] = useRemember(p.remember !== false);
  // While the box is ticked, each result's details are remembered (not a shared link's).
  useEffect(() => {
    if (live.current && !fromLink(p.tag, p.values, p.units)) rememberDetails(p.values, p.units);
  }, [p.values, p.units]);
  const copy = (url: string) => {
    setLink(url);
    setCopied(false);
    // A frame not allowed the clipboard (a sandboxed one, say) shows the link, no error.
    if (!clipboardAllowed()) return;
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const share = () => {
    const url = shareUrl(p.tag, p.values, p.units);
    if (!("share" in navigator)) {
      copy(url);
      return;
    }
    // Closing the share sheet is the visitor's choice; any other failure (a frame not
    // allowed to share, say) copies the link instead.
    navigator.share({ url }).catch((error: unknown) => {
      if ((error as Error | null)?.name !== "AbortError") copy(url);
    });
  };
  const choose = (on: boolean) => {
    setRemember(on);
    if (on) {
      rememberDetails(p.values, p.units);
      // Every other box on the page ticks too: it is one choice.
      announceRememberChange();
    }
    // Forgetting removes everything we keep and unticks every box on the page.
    if (!on) forgetDetails();
  };
  return (
    <div className="no-print">
      <div className="actions">
        {p.onBack ? (
          <button type="button" part="button" onClick={p.onBack}>
            Back to Calculator
          </button>
        ) : null}
        {/* A sandboxed frame, such as a WordPress embed (its origin is "null"), may not open
            the print dialogue: the button would do nothing there. */}
        {window.origin === "null" ? null : (
          <button type="button" part="button" onClick={() => window.print()}>
            Print results
          </button>
        )}
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
      {remember === undefined ? null : <RememberBox checked={remember} onChoose={choose} />}
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
