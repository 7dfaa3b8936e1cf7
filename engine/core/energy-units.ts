// The thermochemical calorie: 1 kcal = 4.184 kJ, so 1 MJ = 1,000 / 4.184 kcal. SACN and Henry
// give energy in MJ a day; the plans work in kcal.
export const KCAL_PER_MJ = 1000 / 4.184;
