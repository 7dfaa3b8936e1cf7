import { useEffect, useMemo, useRef, useState } from "react";
import { parseChoice, UNITS } from "../shared/platform/attributes.ts";
import { readHeading } from "../shared/results/card-heading.tsx";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import type { Errors } from "../shared/form/fields.tsx";
import { baseName, type FormValues } from "../shared/form/measure.ts";
import { useRemember } from "../shared/persistence/remember-box.tsx";
import { remembering } from "../shared/persistence/remembered.ts";
import { useUnits } from "../shared/form/use-units.ts";
import {
  formShape,
  hasSaved,
  intakeMode,
  localToday,
  MEASURES,
  storageAvailable,
  TAG,
} from "./check-in-fields.ts";
import type { CheckInOutcome } from "./check-in-result.tsx";
import type { CheckInState, SharedCheckIn } from "./check-in-state.ts";
import type { WeighInRow } from "./weigh-ins.ts";

type Report = typeof import("./check-in-report.tsx");
let report: Promise<Report> | undefined;
/** The results chunk, fetched once per page however many check-ins ask. */
const loadReport = (): Promise<Report> => (report ??= import("./check-in-report.tsx"));

/** The check-in's attributes, `plan-calories` among them (its description). */
export type CheckInProps = WidgetProps;

/** The fields whose errors come from an action (adding weigh-ins), not from reading them. */
const ACTION_FIELDS = ["newDate", "newWeight", "newCalories", "paste", "import"];

/**
 * The check-in's state: the answers and the weigh-ins as entered, the units, what is
 * remembered on this device (only when asked), the result as soon as the answers allow, and
 * the cdc-result event. Reading, the list's changes and the result come from the results
 * chunk (check-in-report.tsx), fetched as soon as the visitor starts to answer.
 */
export function useCheckIn(props: CheckInProps): CheckInState {
  const owner = props.container ?? TAG;
  const unitsAttr = parseChoice(owner, TAG, "units", props.units, UNITS, "metric");

  const fresh = (): FormValues => ({
    newDate: localToday(),
    ...(props.planCalories ? { plan: props.planCalories.trim().slice(0, 10) } : {}),
  });
  const [values, setValues] = useState<FormValues>(fresh);
  const [rows, setRows] = useState<WeighInRow[]>([]);
  // "Remember my details on this device": one choice with the other calculators, read just
  // after the widget appears and kept in step with every widget on the page.
  const [choice, setRemember, liveChoice] = useRemember(true, false);
  const remember = choice === true;
  // Nothing is written until what this device remembers has been read back.
  const [readBack, setReadBack] = useState(true);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  /** Errors of the actions that add weigh-ins: always shown, since the visitor asked. */
  const [actionErrors, setActionErrors] = useState<Errors>({});
  const [notice, setNotice] = useState("");
  // Whether this page may store anything at all (a sandboxed frame may not): the box is
  // offered only where it can work. Checked once the form is drawn.
  const [storable, setStorable] = useState(true);
  // Why the last save did not happen (storage full or refused), shown beside the box.
  const [storageProblem, setStorageProblem] = useState("");
  // A shared link's weigh-ins, offered beside the diary this device remembers.
  const [offer, setOffer] = useState<SharedCheckIn>();
  // Weigh-ins a link or the stored diary held that could not be used, and why.
  const [listNote, setListNote] = useState("");
  const [loaded, setLoaded] = useState<Report>();
  const [failed, setFailed] = useState(false);
  const loading = useRef<Promise<Report | undefined> | undefined>(undefined);
  const { units, chosen, setUnits, switchUnits } = useUnits(unitsAttr, MEASURES, setValues);
  // The element's variant, or where that is "default", the one a plan's link carried over.
  // Checked against the engine's variants with the results (known-variant.ts).
  const own = (props.variant ?? "default").trim().toLowerCase();
  const variant = own === "default" && values.variant ? values.variant.trim().toLowerCase() : own;

  /** Fetches the results chunk once; after a failure (the network dropped) tries again. */
  const prepare = (): Promise<Report | undefined> =>
    (loading.current ??= loadReport().then(
      (module) => {
        setFailed(false);
        setLoaded(module);
        return module;
      },
      (error: unknown) => {
        console.error(error);
        loading.current = undefined;
        setFailed(true);
        return undefined;
      },
    ));

  useEffect(() => {
    // Storage is first read here, after the form is drawn: the first read on a page can take
    // a phone several milliseconds.
    const available = storageAvailable();
    setStorable(available);
    const saved = available && hasSaved();
    if (saved) setReadBack(false);
    const hash = window.location.hash;
    const linked = hash.startsWith(`#${TAG}?`);
    // Anything to put back (a link, or what this device remembers: the diary or the other
    // calculators' details) comes with the results chunk (check-in-restore.ts); a first visit
    // fetches nothing yet.
    if (!linked && !remembering()) return;
    void prepare().then((module) => {
      const to = { setUnits, setValues, setRows, setOffer, setShowAll, setListNote, setReadBack };
      module?.restoreCheckIn(to, {
        saved,
        linked,
        own,
        units: unitsAttr,
        today: localToday(),
        hash,
      });
    });
  }, []);

  // Remembered only while the box is ticked (docs/product-decisions.md, "Check-in"), and only
  // once what was remembered has been read back, so it is never written over unread. A save
  // that fails (storage full or refused) says so beside the box; the screen keeps everything.
  useEffect(() => {
    // `liveChoice`: a Forget pressed in another widget since this render stops the save.
    if (remember && liveChoice.current && loaded && readBack) {
      setStorageProblem(loaded.keepCheckIn({ units, values, rows }, variant));
    }
  }, [remember, units, values, rows, loaded, readBack]);

  const outcome: CheckInOutcome = useMemo(() => {
    if (!loaded) return { errors: {} };
    const read = loaded.readCheckIn(values, rows, units, loaded.knownVariant(owner, variant));
    return read.input ? loaded.calculate(read.input) : { errors: read.errors };
  }, [values, rows, units, variant, loaded]);
  const errors: Errors = { ...actionErrors };
  for (const [name, message] of Object.entries(outcome.errors)) {
    if (showAll || touched.has(name)) errors[name] = message;
  }

  const result = outcome.result;
  const emitted = useRef<unknown>(undefined);
  useEffect(() => {
    if (!loaded || result === undefined || result === emitted.current) return;
    emitted.current = result;
    loaded.emitResult(props.container, {
      estimate: result.estimate,
      target: result.target,
      formulaKcal: result.formulaKcal,
    });
  }, [result]);

  const touch = (name: string) => setTouched((current) => new Set(current).add(name));

  return {
    tag: TAG,
    root: props.container,
    heading: readHeading(props, TAG),
    shape: formShape(variant),
    units,
    switchUnits,
    // What the units switch shows: the visitor's press, before the answers are converted.
    chosenUnits: chosen,
    values,
    rows,
    errors,
    intake: intakeMode(values),
    remember,
    notice,
    storable,
    storageProblem,
    offer,
    listNote,
    report: loaded,
    outcome,
    result,
    failed,
    prepare,
    /** True once the visitor has asked for the result: every problem shows, and the summary. */
    showAll,

    onValue: (name: string, value: string) => {
      void prepare();
      setValues((current) => ({ ...current, [name]: value }));
      const base = baseName(name);
      if (ACTION_FIELDS.includes(base)) {
        setActionErrors((current) =>
          Object.fromEntries(Object.entries(current).filter(([field]) => field !== base)),
        );
      } else {
        touch(base);
      }
    },

    // For the actions of the results chunk (weigh-in-actions.ts, link-offer.tsx).
    setValues,
    setRows,
    setActionErrors,
    setNotice,
    setOffer,
    setShowAll,
    touch,

    /** The box: ticked, keeps the details and the diary; unticked, forgets everything. */
    chooseRemember: (on: boolean) => {
      setRemember(on);
      setReadBack(true);
      void prepare().then((module) => {
        if (!module) return;
        const said = module.chooseToRemember(on, { units, values, rows }, variant);
        setStorageProblem(said.problem);
        setNotice(said.notice);
      });
    },

    /** Shows every error, and resolves once the result can show. */
    submit: () => {
      setShowAll(true);
      return prepare();
    },
  };
}
