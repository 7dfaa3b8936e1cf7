// The ranges each body measurement must fall in: the specification's form validation (spec
// section 5). Forms check typed answers against them, and the engine checks its inputs.
export const AGE_RULE = { label: "your age", min: 13, max: 100, unit: "years" } as const;
export const HEIGHT_RULE = { label: "your height", min: 100, max: 250, unit: "cm" } as const;
export const WEIGHT_RULE = { label: "your weight", min: 30, max: 300, unit: "kg" } as const;
export const TARGET_WEIGHT_RULE = {
  label: "your target weight",
  min: 30,
  max: 200,
  unit: "kg",
} as const;
export const BODY_FAT_RULE = { label: "your body fat", min: 5, max: 50, unit: "%" } as const;
