/** The BMI calculator's element name: on its own, so its results chunk need not import the form. */
export const TAG = "calorie-deficit-bmi";
