import type { CheckInState } from "./check-in-state.ts";
import { addShared } from "./weigh-in-actions.ts";

/** A shared link's weigh-ins, offered beside the diary this device remembers. */
export function LinkOffer({ s }: { s: CheckInState }) {
  const linked = s.offer?.rows.length ?? 0;
  const own = s.rows.length;
  return (
    <div className="panel offer" role="group" aria-labelledby="offer-text">
      <p id="offer-text">
        <strong>This link has {linked === 1 ? "1 weigh-in" : `${linked} weigh-ins`}.</strong> You
        have {own === 1 ? "1 weigh-in" : `${own} weigh-ins`} saved on this device. Add the
        link&rsquo;s weigh-ins to yours? Where you both have a day, yours stay.
      </p>
      <button type="button" part="button" onClick={() => accept(s)}>
        Add them to mine
      </button>{" "}
      <button type="button" className="link" part="button" onClick={() => decline(s)}>
        Not now
      </button>
    </div>
  );
}

/** Adds the offered link's weigh-ins to the visitor's own (theirs kept on shared days). */
function accept(s: CheckInState): void {
  if (!s.offer) return;
  const added = addShared(s.rows, s.offer.rows);
  s.setRows(added.rows);
  s.setNotice(added.notice);
  s.setOffer(undefined);
  s.setShowAll(true);
}

/** Leaves the link's weigh-ins out; the diary stays as it was. */
function decline(s: CheckInState): void {
  s.setOffer(undefined);
  s.setNotice("The link's weigh-ins were not added. Your own are as they were.");
}
