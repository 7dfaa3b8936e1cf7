import type { ReactNode } from "react";
import type { Units } from "../shared/platform/attributes.ts";
import type { HeadingChoice } from "../shared/results/card-heading.tsx";
import type { Choice, Errors } from "../shared/form/fields.tsx";
import type { FormValues } from "../shared/form/measure.ts";
import type { formShape, IntakeMode } from "./check-in-fields.ts";
import type { CheckInOutcome, CheckInResult } from "./check-in-result.tsx";
import type { WeighInRow } from "./weigh-ins.ts";

/*
 * What the check-in's hook (use-check-in.ts) gives its views, and the changes its actions
 * (weigh-in-actions.ts) hand back: on their own, so the views and the results chunk name the
 * state without importing the hook, and nothing imports its way back round.
 */

/** The list after an action, what to tell the visitor, or the errors that stopped it. */
export interface ListChange {
  rows?: WeighInRow[];
  notice?: string;
  errors: Errors;
}

/** What a shared link holds: the plan's answers, the units and the weigh-ins. */
export interface SharedCheckIn {
  values: FormValues;
  units?: Units;
  rows: WeighInRow[];
  /** Why each weigh-in the link held was left out. */
  dropped: string[];
}

/** What the views use of the results chunk (check-in-report.tsx), once it has arrived. */
export interface CheckInReport {
  Problems(props: { s: CheckInState }): ReactNode;
  ResultArea(props: { s: CheckInState }): ReactNode;
  WeighInList(props: { s: CheckInState }): ReactNode;
  MoreWays(props: { s: CheckInState }): ReactNode;
  summary(result: CheckInResult): string;
  addTypedWeighIn(s: CheckInState): void;
  LinkOffer(props: { s: CheckInState }): ReactNode;
  NothingStored(): ReactNode;
  /** The pace a plan's link carried, as a choice beside the usual ones (carried-paces.ts). */
  carriedPace(lossRate: string | undefined, gaining: boolean): Choice[];
}

/** The check-in's state and what a view may do with it (use-check-in.ts). */
export interface CheckInState {
  tag: string;
  root: ShadowRoot | undefined;
  heading: HeadingChoice;
  shape: ReturnType<typeof formShape>;
  units: Units;
  switchUnits: (next: Units) => void;
  /** What the units switch shows: the visitor's press, before the answers are converted. */
  chosenUnits: Units;
  values: FormValues;
  rows: WeighInRow[];
  errors: Errors;
  intake: IntakeMode;
  remember: boolean;
  notice: string;
  storable: boolean;
  storageProblem: string;
  offer: SharedCheckIn | undefined;
  listNote: string;
  report: CheckInReport | undefined;
  outcome: CheckInOutcome;
  result: CheckInResult | undefined;
  failed: boolean;
  prepare: () => Promise<CheckInReport | undefined>;
  /** True once the visitor has asked for the result: every problem shows, and the summary. */
  showAll: boolean;
  onValue: (name: string, value: string) => void;
  // For the actions of the results chunk (weigh-in-actions.ts, link-offer.tsx).
  setValues: (update: FormValues | ((current: FormValues) => FormValues)) => void;
  setRows: (update: WeighInRow[] | ((current: WeighInRow[]) => WeighInRow[])) => void;
  setActionErrors: (update: (current: Errors) => Errors) => void;
  setNotice: (notice: string) => void;
  setOffer: (offer: SharedCheckIn | undefined) => void;
  setShowAll: (on: boolean) => void;
  touch: (name: string) => void;
  /** The box: ticked, keeps the details and the diary; unticked, forgets everything. */
  chooseRemember: (on: boolean) => void;
  /** Shows every error, and resolves once the result can show. */
  submit: () => Promise<CheckInReport | undefined>;
}
