import type { GoalReason } from "../../../engine/index.ts";

/**
 * The reasons beside a plan's goal figures, as the engine plans them (`goalReasons`): the
 * weeks to the goal against the straight line, the calories that hold the target, and a
 * note when the target is still above a healthy BMI. Each figure is bold, then its reason.
 */
export function GoalReasons({ reasons }: { reasons: readonly GoalReason[] | undefined }) {
  if (!reasons || reasons.length === 0) return null;
  return (
    <ul className="panel goal-reasons" part="goal-reasons">
      {reasons.map((r) => (
        <li key={r.kind} data-reason={r.kind}>
          <strong>{r.figure}</strong> {r.text}
        </li>
      ))}
    </ul>
  );
}
