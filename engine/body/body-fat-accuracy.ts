/** A way of measuring body fat. */
export type BodyFatMethod = "navy" | "skinfold" | "dexa" | "hydrostatic";

/** How close each method usually gets, in percentage points of body fat either way. */
export interface BodyFatMethodInfo {
  method: BodyFatMethod;
  label: string;
  /** Typical error, plus or minus, in percentage points (3.5 means "within about 3.5"). */
  accuracyPct: number;
}

// Typical errors (docs/reference-figures.md, "Body measures"): Navy ±3.5, callipers ±3.0,
// DEXA ±1.5, underwater ±2.0. The Navy figure matches the standard error Hodgdon and Beckett 1984
// report for their tape equations (about 3.5 points).
export const BODY_FAT_METHODS: readonly BodyFatMethodInfo[] = [
  { method: "navy", label: "US Navy tape measure method", accuracyPct: 3.5 },
  { method: "skinfold", label: "Skinfold callipers (3 sites)", accuracyPct: 3.0 },
  { method: "dexa", label: "DEXA scan", accuracyPct: 1.5 },
  { method: "hydrostatic", label: "Underwater (hydrostatic) weighing", accuracyPct: 2.0 },
];

/** Typical error of each method, in percentage points either way. */
export const BODY_FAT_METHOD_ACCURACY = Object.fromEntries(
  BODY_FAT_METHODS.map((m) => [m.method, m.accuracyPct]),
) as Readonly<Record<BodyFatMethod, number>>;
