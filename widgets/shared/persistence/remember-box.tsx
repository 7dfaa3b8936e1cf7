import { useEffect, useRef, useState, type ReactNode } from "react";
import { onOwnPage, thisWebsite } from "./kept-where.ts";
import { onRememberChange, remembering } from "./remembered.ts";

/*
 * "Remember my details on this device": one choice for every calculator on the page, the
 * check-in included. Ticked, the details (cdc-details) and the check-in's weigh-ins
 * (cdc-check-in) are kept; "Forget my details", wherever it is pressed, removes both, and
 * every widget's box unticks (remembered.ts, onRememberChange).
 */

/**
 * The choice as this device holds it: undefined where storage cannot be used (the box is
 * then not offered), and kept in step with the other widgets on the page. `offered` false
 * (the children's calculator) offers nothing. `readNow` false waits for the first effect,
 * for widgets that read storage only once they have appeared.
 */
export function useRemember(offered: boolean, readNow = true) {
  const [remember, setRemember] = useState<boolean | undefined>(() =>
    offered && readNow ? remembering() : undefined,
  );
  // The choice as it stands this moment, for effects still waiting to run: a Forget pressed
  // in another widget must stop a save this widget had already scheduled.
  const live = useRef(remember);
  const choose = (on: boolean | undefined) => {
    live.current = on;
    setRemember(on);
  };
  useEffect(() => {
    if (!offered) return undefined;
    if (!readNow) choose(remembering());
    return onRememberChange(() => choose(remembering()));
  }, [offered]);
  return [remember, choose, live] as const;
}

/** The line under the box: where the details are kept, in plain words. */
export function rememberHint(ownPage: boolean, website: string): string {
  const what = "your age, sex, height, weight, activity, target weight and weigh-ins";
  if (ownPage) {
    return `Keeps ${what} in this browser on this device, to fill in our calculators next time. Nothing is sent to us.`;
  }
  const site = website ? `this website (${website})` : "this website";
  return `Keeps ${what} on this device, stored by ${site}, not by us. Other code on this website can read them, and what you type here. Nothing is sent to us.`;
}

/**
 * The box, the line saying where the details are kept, why a save failed (`problem`), and
 * "Forget my details" while it is ticked. Focus stays on the box once Forget has gone.
 */
export function RememberBox(p: {
  checked: boolean;
  onChoose: (on: boolean) => void;
  problem?: ReactNode;
  className?: string;
}) {
  const box = useRef<HTMLInputElement | null>(null);
  // Until the page is known, the cautious line: kept by this website.
  const [ownPage, setOwnPage] = useState(false);
  useEffect(() => {
    // The widget's element: the host of the shadow root the box is drawn in.
    const root = box.current?.getRootNode();
    setOwnPage(onOwnPage(root instanceof ShadowRoot ? root.host : undefined));
  }, []);
  return (
    <div className={p.className ?? "remember-details"}>
      <div className="check">
        <input
          type="checkbox"
          id="remember-details"
          checked={p.checked}
          ref={box}
          aria-describedby="remember-details-hint"
          onChange={(event) => p.onChoose(event.currentTarget.checked)}
        />
        <label htmlFor="remember-details">Remember my details on this device</label>
      </div>
      <p className="hint" id="remember-details-hint">
        {rememberHint(ownPage, thisWebsite())}
      </p>
      {p.problem}
      {p.checked ? (
        <button
          type="button"
          part="button"
          onClick={() => {
            p.onChoose(false);
            // The button goes: focus moves to the box, now unticked, which says so.
            box.current?.focus();
          }}
        >
          Forget my details
        </button>
      ) : null}
    </div>
  );
}
