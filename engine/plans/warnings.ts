/** Severity of a warning, most serious first. */
export type WarningType = "critical" | "high" | "medium" | "low";

/** A message the visitor must see, with what to do about it. */
export interface Warning {
  type: WarningType;
  message: string;
  recommendation?: string;
}

const ORDER: Record<WarningType, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Most serious first; equal severities keep their order. */
export function bySeverity(warnings: Warning[]): Warning[] {
  return [...warnings].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}
