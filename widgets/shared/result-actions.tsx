import { useEffect, useRef, useState } from "react";
import type { Units } from "./attributes.ts";
import type { FormValues } from "./measure.ts";
import { forgetDetails, fromLink, rememberDetails, remembering } from "./remember-details.ts";
import { shareUrl } from "./share-url.ts";

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
 * keeps its own "Remember on this device", and the children's calculator remembers nothing:
 * both pass `remember={false}`.
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
  const [remember, setRemember] = useState(() =>
    p.remember === false ? undefined : remembering(),
  );
  const box = useRef<HTMLInputElement | null>(null);
  // While the box is ticked, each result's details are remembered (not a shared link's).
  useEffect(() => {
    if (remember && !fromLink(p.tag, p.values, p.units)) rememberDetails(p.values, p.units);
  }, [remember, p.values, p.units]);
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
    if (on) rememberDetails(p.values, p.units);
    else forgetDetails();
    setRemember(on);
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
      {remember === undefined ? null : (
        <div className="remember-details">
          <div className="check">
            <input
              type="checkbox"
              id="remember-details"
              checked={remember}
              ref={box}
              aria-describedby="remember-details-hint"
              onChange={(event) => choose(event.currentTarget.checked)}
            />
            <label htmlFor="remember-details">Remember my details on this device</label>
          </div>
          <p className="hint" id="remember-details-hint">
            Keeps your age, sex, height, weight, activity and target weight in this browser, to fill
            in our other calculators. Nothing is sent to us.
          </p>
          {remember ? (
            <button
              type="button"
              part="button"
              onClick={() => {
                choose(false);
                // The button goes: focus moves to the box, now unticked, which says so.
                box.current?.focus();
              }}
            >
              Forget my details
            </button>
          ) : null}
        </div>
      )}
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
