// The five activity levels and their multipliers, straight from the engine, for the TDEE
// page's table. Global data as `activityLevels`.
export { ACTIVITY_LEVELS as default } from "../../engine/data/activity-levels.ts";
