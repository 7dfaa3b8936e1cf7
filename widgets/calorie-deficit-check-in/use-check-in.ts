import { useEffect, useMemo, useRef, useState } from "react";
import { parseChoice, UNITS } from "../shared/attributes.ts";
import { readHeading } from "../shared/card-heading.tsx";
import type { WidgetProps } from "../shared/define-widget.ts";
import type { Errors } from "../shared/fields.tsx";
import { baseName, type FormValues } from "../shared/measure.ts";
import { useRemember } from "../shared/remember-box.tsx";
import { announceRememberChange, readRemembered } from "../shared/remembered.ts";
import { useUnits } from "../shared/use-units.ts";
import {
  DETAIL_FIELDS,
  formShape,
  hasSaved,
  intakeMode,
  localToday,
  MEASURES,
  storageAvailable,
  TAG,
} from "./check-in-fields.ts";
import type { CheckInOutcome } from "./check-in-result.tsx";
import type { ListChange, SharedCheckIn } from "./weigh-in-actions.ts";
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
export function useCheckIn(props: CheckInProps) {
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
    const linked = window.location.hash.startsWith(`#${TAG}?`);
    // The details the other calculators remember fill in what is still empty, never for a
    // child (their answers are the visitor's, not the child's).
    const details = own === "kids" ? undefined : readRemembered(DETAIL_FIELDS);
    if (!saved && !linked) {
      if (!details) return;
      // Nothing else sets the units: they come with the details, as in the other calculators.
      setUnits(details.units);
      setValues((current) => fillEmpty(current, details.values));
      return;
    }
    void prepare().then((module) => {
      if (!module) return;
      const today = localToday();
      // What this device remembers comes first, and is never written over unread.
      const kept = saved ? module.loadSaved(today) : undefined;
      const shared = linked ? module.sharedCheckIn(window.location.hash, today) : undefined;
      const notes: string[] = [];
      if (kept) {
        setUnits(kept.units);
        setValues((current) => ({ ...current, ...kept.values }));
        setRows(kept.rows);
        notes.push(module.droppedNotice(kept.dropped, "saved on this device"));
      }
      setReadBack(true);
      if (shared) {
        notes.push(module.droppedNotice(shared.dropped, "in the link"));
        if (kept) {
          // A link beside a saved diary: its answers fill only what is still empty, and its
          // weigh-ins are offered, not added.
          setValues((current) => fillEmpty(current, shared.values));
          if (shared.rows.length > 0) setOffer(shared);
        } else {
          setValues((current) => ({ ...current, ...shared.values }));
          if (shared.units) setUnits(shared.units);
          if (shared.rows.length > 0) setRows(shared.rows);
          setShowAll(true);
        }
      }
      setListNote(notes.filter(Boolean).join(" "));
      // Last, the remembered details, in the units the diary or the link settled on, fill
      // what neither gave: never a child's check-in.
      const chosenVariant =
        own === "default" ? (shared?.values.variant ?? kept?.values.variant ?? own) : own;
      if (!details || chosenVariant.trim().toLowerCase() === "kids") return;
      const inUnits = kept?.units ?? shared?.units ?? unitsAttr;
      const filled = module.rememberedIn(DETAIL_FIELDS, inUnits);
      setValues((current) => fillEmpty(current, filled));
    });
  }, []);

  // Remembered only while the box is ticked (docs/product-decisions.md, "Check-in"), and only
  // once what was remembered has been read back, so it is never written over unread. A save
  // that fails (storage full or refused) says so beside the box; the screen keeps everything.
  useEffect(() => {
    // `liveChoice`: a Forget pressed in another widget since this render stops the save.
    if (remember && liveChoice.current && loaded && readBack) {
      setStorageProblem(loaded.saveProblem(loaded.save({ units, values, rows })));
      keepDetails(loaded);
    }
  }, [remember, units, values, rows, loaded, readBack]);

  /**
   * Keeps the details the check-in shares with the other calculators (never a child's). A
   * link's answers may be someone else's: kept only once the visitor changes them, or ticks
   * the box on them (`evenLinked`).
   */
  const keepDetails = (module: Report, evenLinked = false) => {
    if (variant === "kids") return;
    const details: FormValues = {};
    for (const name of DETAIL_FIELDS) if (values[name]) details[name] = values[name];
    if (evenLinked || !module.fromLink(TAG, details, units)) {
      module.rememberDetails(details, units);
    }
  };

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

  /** Applies a change to the list: the new list and its notice, or the errors that stopped it. */
  const apply = (fields: readonly string[], change: ListChange): boolean => {
    setActionErrors((current) => {
      const kept = Object.entries(current).filter(([name]) => !fields.includes(name));
      return Object.fromEntries([...kept, ...Object.entries(change.errors)]) as Errors;
    });
    if (change.rows) setRows(change.rows);
    if (change.notice) setNotice(change.notice);
    return change.rows !== undefined;
  };

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

    /** Applies a change to the list made by weigh-in-actions.ts. */
    apply,
    setValues,
    setRows,
    touch,

    /** The box: ticked, keeps the details and the diary; unticked, forgets everything. */
    chooseRemember: (on: boolean) => {
      setRemember(on);
      setReadBack(true);
      void prepare().then((module) => {
        if (!module) return;
        if (!on) {
          // Everything we keep goes, and every box on the page unticks; the screen stays.
          module.forget();
          setStorageProblem("");
          setNotice(
            "Your details and weigh-ins are no longer kept on this device. What is on screen goes when you close the page.",
          );
          return;
        }
        // Said only once it has worked: a full or blocked storage says so beside the box.
        const outcome = module.save({ units, values, rows });
        setStorageProblem(module.saveProblem(outcome));
        if (outcome === "saved") {
          keepDetails(module, true);
          announceRememberChange();
        }
        setNotice(
          outcome === "saved"
            ? "We will remember your details and weigh-ins on this device."
            : "We could not remember your details and weigh-ins on this device.",
        );
      });
    },

    /** Adds the offered link's weigh-ins to the visitor's own (theirs kept on shared days). */
    acceptOffer: () => {
      if (!offer) return;
      void prepare().then((module) => {
        if (!module) return;
        const added = module.addShared(rows, offer.rows);
        setRows(added.rows);
        setNotice(added.notice);
        setOffer(undefined);
        setShowAll(true);
      });
    },

    /** Leaves the link's weigh-ins out; the diary stays as it was. */
    declineOffer: () => {
      setOffer(undefined);
      setNotice("The link's weigh-ins were not added. Your own are as they were.");
    },

    /** Shows every error, and resolves once the result can show. */
    submit: () => {
      setShowAll(true);
      return prepare();
    },
  };
}

/** `current` with `more` filled in where it is still empty: nothing typed is written over. */
function fillEmpty(current: FormValues, more: FormValues): FormValues {
  const filled = { ...current };
  for (const [name, value] of Object.entries(more)) if (!filled[name]) filled[name] = value;
  return filled;
}

/** What useCheckIn gives the view. */
export type CheckInState = ReturnType<typeof useCheckIn>;
