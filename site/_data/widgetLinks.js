// The pages our widgets lead on to, as the attributes our pages set on them (a widget knows
// nothing of the site: with no attribute it shows no link). Global data as `widgetLinks`:
// tag -> { attribute: path }. tests/site/routes.test.ts checks each path is a page holding the
// widget that reads the link (docs/product-decisions.md, "Links between calculators").
export default {
  // An adult's BMI above the healthy range leads to the calorie deficit calculator.
  "calorie-deficit-bmi": { "next-href": "/" },
  // A plan's "Check in later" leads to the check-in.
  "calorie-deficit-basic": { "check-in-href": "/adaptive-tdee-calculator" },
  "calorie-deficit-advanced": { "check-in-href": "/adaptive-tdee-calculator" },
};
