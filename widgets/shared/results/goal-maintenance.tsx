import type { Units } from "../platform/attributes.ts";
import { kcal, weight } from "./format.ts";

interface Props {
  /** The plan's `maintenanceAtGoal`, kcal/day; nothing is shown when it is null. */
  maintenanceAtGoal: number | null;
  /** The target weight, kg. */
  targetKg: number | undefined;
  units: Units;
}

/** What holds the target weight once it is reached (the engine's `maintenanceAtGoal`). */
export function GoalMaintenance({ maintenanceAtGoal, targetKg, units }: Props) {
  if (maintenanceAtGoal === null || targetKg === undefined) return null;
  return (
    <p className="panel goal-maintenance">
      To stay at {weight(targetKg, units)} once you get there: about{" "}
      <strong>{kcal(maintenanceAtGoal)}</strong> a day, if you stay as active as you are now.
    </p>
  );
}
