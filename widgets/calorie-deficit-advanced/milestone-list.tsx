import { type AdvancedResult, longDate } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { number, weight } from "../shared/results/format.ts";

/**
 * The timeline's milestones (engine/projection/milestones.ts) as a short list: each with its
 * week, its date and the weight then, and the one sentence the engine planned for it.
 */
export function MilestoneList({
  timeline,
  units,
}: {
  timeline: AdvancedResult["timeline"];
  units: Units;
}) {
  return (
    <>
      <h3>
        Milestones: your goal in week {timeline.weeks}, about {timeline.months} months
      </h3>
      <ol className="milestones">
        {timeline.milestones.map((m) => (
          <li key={m.kind}>
            <strong>
              Week {m.week}, {longDate(m.date)}: {weight(m.weight, units)}
              {m.bodyFat === undefined ? "" : ` (${number(m.bodyFat, 1)}% fat)`}
            </strong>{" "}
            {m.action}
          </li>
        ))}
      </ol>
    </>
  );
}
