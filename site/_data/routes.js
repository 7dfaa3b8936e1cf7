// The one list of the site's routes (docs/product-decisions.md, "Routes"). Global data as `routes`.
// https://www.11ty.dev/docs/data-global/ and https://www.11ty.dev/docs/data-js/
//
// Each entry: path (primary, no trailing slash), group (site/_data/groups.js), menuLabel,
// title (the h1), subtitle, chips (2-4), description (meta, 140-160 characters), keywords,
// widget ({ tag, variant } or null), aliases (same page, canonical to the primary), and
// optionally summary (one line for link cards), metaTitle (the <title> when it should differ
// from "title | site name"), back (the "Back to Main" address, default "/") and notice (a
// line under the subtitle that must not be missed, such as "not an NHS service").
// The educational text of a page lives in site/content/<slug>.md (slug = path without "/").
import groups from "./groups.js";
import { validateRoutes } from "../_includes/lib/route-schema.js";

const basic = (variant) => ({ tag: "calorie-deficit-basic", variant });
const advanced = (variant) => ({ tag: "calorie-deficit-advanced", variant });
const standalone = (name) => ({ tag: `calorie-deficit-${name}`, variant: "default" });

const routes = [
  {
    path: "/",
    group: "home",
    menuLabel: "Home",
    title: "Calorie Deficit Calculator UK",
    metaTitle: "Calorie Deficit Calculator UK: free, NHS-based weight loss planner",
    subtitle:
      "Find out how many calories to eat to lose weight at a safe pace, in three quick steps.",
    chips: ["Free, no sign-up", "Kilograms or stones", "Based on NHS guidance"],
    description:
      "Free UK calorie deficit calculator. Find your maintenance calories and a safe daily target to lose weight, in kilograms or stones, based on NHS advice.",
    keywords: [
      "calorie deficit calculator",
      "calorie deficit calculator UK",
      "how many calories to lose weight",
      "weight loss calculator UK",
    ],
    widget: basic("default"),
    summary: "Your daily calorie target to lose weight, in three quick steps.",
    aliases: [],
  },

  // General Calculators
  {
    path: "/calorie-calculator",
    group: "general",
    menuLabel: "Calorie calculator",
    title: "Calorie Calculator",
    subtitle:
      "Find the calories you need each day to keep your weight steady, and targets to lose or gain at a safe pace.",
    chips: ["Maintenance calories", "Lose or gain targets", "Five activity levels"],
    description:
      "How many calories do you need a day? Work out your maintenance calories, plus daily targets to lose or gain weight safely, with this free UK calculator.",
    keywords: ["calorie calculator", "maintenance calories", "how many calories do I need"],
    widget: standalone("calories"),
    summary: "Calories to maintain, lose or gain weight.",
    aliases: [],
  },
  {
    path: "/safe-calorie-deficit-calculator",
    group: "general",
    menuLabel: "Safe deficit",
    title: "Safe Calorie Deficit Calculator",
    subtitle:
      "A cautious plan that keeps your loss to 1 kg a week or 1% of your weight, whichever is lower, and never cuts more than 750 calories a day.",
    chips: ["Up to 1 kg or 1% a week", "Deficit capped at 750 kcal", "Daily minimums"],
    description:
      "Plan a safe calorie deficit: at most 1 kg or 1% of your weight a week, no more than 750 kcal a day below maintenance, and never below the daily minimums.",
    keywords: ["safe calorie deficit", "safe weight loss per week", "healthy calorie deficit"],
    widget: basic("safe"),
    summary: "A cautious plan with the deficit capped at 750 kcal a day.",
    aliases: ["/safe-calculator"],
  },
  {
    path: "/accurate-calorie-deficit-calculator",
    group: "general",
    menuLabel: "Accurate (four formulas)",
    title: "Accurate Calorie Deficit Calculator",
    subtitle:
      "Compare four BMR formulas side by side and add your job, training and steps for a closer estimate.",
    chips: ["Four BMR formulas", "Uses body fat if known", "Job, training and steps"],
    description:
      "Get a more accurate calorie deficit: four BMR formulas compared, body fat taken into account, and your job, training and daily steps added to your energy use.",
    keywords: ["accurate calorie deficit calculator", "most accurate BMR formula", "TDEE"],
    widget: advanced("accurate"),
    summary: "Four BMR formulas side by side for a closer estimate.",
    aliases: ["/accurate-calculator"],
  },
  {
    path: "/advanced-calorie-deficit-calculator",
    group: "general",
    menuLabel: "Advanced planner",
    title: "Advanced Calorie Deficit Calculator",
    subtitle:
      "A five-step planner with training and rest day calories, macros, a weight timeline and tips for you.",
    chips: ["Five-step planner", "Training and rest days", "Weight timeline"],
    description:
      "A five-step calorie deficit planner: training and rest day targets, macros, a week-by-week timeline with plateaus, and tips based on your own answers.",
    keywords: ["advanced calorie deficit calculator", "calorie cycling", "weight loss planner"],
    widget: advanced("default"),
    summary: "A full report: training days, macros and a timeline.",
    aliases: ["/advanced-calculator"],
  },
  {
    path: "/formula-calorie-deficit-calculator",
    group: "general",
    menuLabel: "Formula comparison",
    title: "Calorie Deficit Formula Calculator",
    subtitle:
      "See what Mifflin-St Jeor, Harris-Benedict, Katch-McArdle and Cunningham each say about your needs.",
    chips: ["Mifflin-St Jeor", "Harris-Benedict", "Katch-McArdle", "Cunningham"],
    description:
      "Compare the Mifflin-St Jeor, revised Harris-Benedict, Katch-McArdle and Cunningham formulas, and see how each one changes your daily calorie deficit.",
    keywords: ["BMR formula comparison", "Harris-Benedict", "Katch-McArdle", "Cunningham"],
    widget: advanced("formula"),
    summary: "How four BMR equations compare for you.",
    aliases: ["/formula-calculator"],
  },
  {
    path: "/free-calorie-deficit-calculator",
    group: "general",
    menuLabel: "Free calculator",
    title: "Free Calorie Deficit Calculator",
    subtitle:
      "No sign-up and no email needed: just your numbers, worked out privately in your own browser.",
    chips: ["No account needed", "Nothing stored or sent", "Works on any device"],
    description:
      "A completely free calorie deficit calculator with no sign-up, no email and no tracking. Your numbers are worked out in your own browser and never sent.",
    keywords: ["free calorie deficit calculator", "calorie calculator no sign up"],
    widget: basic("free"),
    summary: "No sign-up, no tracking, nothing sent anywhere.",
    aliases: [],
  },
  {
    path: "/nhs-calorie-deficit-calculator",
    group: "general",
    menuLabel: "NHS-based",
    title: "NHS Calorie Deficit Calculator",
    subtitle:
      "Plan your weight loss in line with NHS advice on pace and BMI, with common-practice daily minimums clearly marked.",
    chips: ["0.5 to 1 kg a week", "NHS BMI bands", "NHS guidance marked"],
    description:
      "A calorie deficit calculator based on NHS weight loss advice: 0.5 to 1 kg a week and NHS BMI bands. It shows which figures are NHS guidance. Not an NHS service.",
    keywords: ["NHS calorie deficit calculator", "NHS weight loss calories", "NHS BMI"],
    widget: basic("nhs"),
    summary: "A plan based on NHS weight loss advice.",
    notice:
      "This is not an NHS service. We are independent: the NHS has not made, reviewed or endorsed this calculator.",
    aliases: [],
  },

  // Body Composition
  {
    path: "/bmi-calculator",
    group: "body-composition",
    menuLabel: "BMI calculator",
    title: "BMI Calculator",
    subtitle:
      "Check your body mass index against NHS healthy weight bands, with NICE's lower thresholds where they apply.",
    chips: ["NHS BMI bands", "NICE thresholds by ethnicity", "Waist-to-height ratio"],
    description:
      "Check your BMI in kilograms or stones with NHS healthy weight bands, NICE's lower thresholds for some ethnic groups, and your waist-to-height ratio.",
    keywords: ["BMI calculator", "BMI calculator UK", "BMI stones and pounds", "healthy weight"],
    widget: standalone("bmi"),
    summary: "Your BMI with NHS bands and waist-to-height ratio.",
    aliases: [],
  },
  {
    path: "/body-fat-calculator",
    group: "body-composition",
    menuLabel: "Body fat calculator",
    title: "Body Fat Calculator",
    subtitle:
      "Estimate your body fat percentage from a few tape-measure readings using the US Navy method.",
    chips: ["US Navy method", "Tape measure only", "Fitness categories"],
    description:
      "Estimate your body fat percentage with a tape measure using the US Navy method, then see which category you fall in and how accurate the method is.",
    keywords: ["body fat calculator", "body fat percentage", "US Navy body fat"],
    widget: standalone("body-fat"),
    summary: "Body fat percentage from a tape measure.",
    aliases: [],
  },
  {
    path: "/ideal-weight-calculator",
    group: "body-composition",
    menuLabel: "Ideal weight calculator",
    title: "Ideal Weight Calculator",
    subtitle:
      "Compare four classic ideal weight formulas with the healthy BMI range for your height and frame.",
    chips: ["Four formulas", "Healthy BMI range", "Frame from wrist size"],
    description:
      "What should you weigh for your height? Compare the Devine, Robinson, Miller and Hamwi formulas with the NHS healthy BMI range, adjusted for body frame.",
    keywords: ["ideal weight calculator", "ideal weight for height", "healthy weight range"],
    widget: standalone("ideal-weight"),
    summary: "Four formulas and the healthy BMI range.",
    aliases: [],
  },
  {
    path: "/bmr-calorie-deficit-calculator",
    group: "body-composition",
    menuLabel: "BMR calculator",
    title: "BMR Calorie Deficit Calculator",
    subtitle:
      "Find your basal metabolic rate, the energy your body burns at rest, and build a deficit from it.",
    chips: ["Basal metabolic rate", "Mifflin-St Jeor", "Deficit from your BMR"],
    description:
      "Work out your basal metabolic rate, the calories your body burns at complete rest, and see how it leads to your daily needs and a safe calorie deficit.",
    keywords: ["BMR calculator", "basal metabolic rate", "BMR calorie deficit"],
    widget: basic("bmr"),
    summary: "The calories your body burns at rest.",
    aliases: [],
  },
  {
    path: "/tdee-calorie-deficit-calculator",
    group: "body-composition",
    menuLabel: "TDEE calculator",
    title: "TDEE Calorie Deficit Calculator",
    subtitle:
      "Work out your total daily energy expenditure from your BMR and activity, then set a deficit you can keep.",
    chips: ["Total daily energy", "Activity multipliers", "Deficit from TDEE"],
    description:
      "Calculate your TDEE, the calories you burn in a full day including activity, using the Mifflin-St Jeor equation and five activity levels, then plan a deficit.",
    keywords: ["TDEE calculator", "TDEE calculator UK", "total daily energy expenditure"],
    widget: basic("tdee"),
    summary: "Total daily energy use, including activity.",
    aliases: ["/tdee-calculator"],
  },
  {
    path: "/adaptive-tdee-calculator",
    group: "body-composition",
    menuLabel: "Adaptive TDEE calculator",
    title: "Adaptive TDEE Calculator",
    subtitle:
      "Add your weigh-ins and what you ate to learn the calories your own body really uses, and your next daily target.",
    chips: ["Learns from your weigh-ins", "Likely range, not a guess", "Stays on your device"],
    description:
      "Work out your real maintenance calories from your own weigh-ins, with a likely range, then get a new daily target for your pace. Free, private, in stones or kg.",
    keywords: [
      "adaptive TDEE calculator",
      "real maintenance calories",
      "weight trend calculator",
      "TDEE from weight loss",
    ],
    widget: standalone("check-in"),
    summary: "Your real maintenance calories, learned from your weigh-ins.",
    aliases: [],
  },

  // Demographic Specific
  {
    path: "/women-calorie-deficit-calculator",
    group: "demographic",
    menuLabel: "Women",
    title: "Calorie Deficit Calculator for Women",
    subtitle:
      "Set up for women: the female BMR formula, a 1,200 kcal daily minimum and advice for each life stage.",
    chips: ["Female BMR formula", "1,200 kcal minimum", "Life-stage advice"],
    description:
      "A calorie deficit calculator for women, using the female BMR formula and a 1,200 kcal floor, with notes on periods, menopause, pregnancy and breastfeeding.",
    keywords: ["calorie deficit calculator for women", "calories to lose weight female"],
    widget: basic("women"),
    summary: "Female BMR formula and a 1,200 kcal minimum.",
    aliases: ["/women-calculator"],
  },
  {
    path: "/men-calorie-deficit-calculator",
    group: "demographic",
    menuLabel: "Men",
    title: "Calorie Deficit Calculator for Men",
    subtitle:
      "Set up for men: the male BMR formula, a 1,500 kcal daily minimum and protein that protects muscle.",
    chips: ["Male BMR formula", "1,500 kcal minimum", "Muscle-sparing protein"],
    description:
      "A calorie deficit calculator for men, using the male BMR formula and a 1,500 kcal daily floor, with protein targets to help you keep muscle as you lose.",
    keywords: ["calorie deficit calculator for men", "calories to lose weight male"],
    widget: basic("men"),
    summary: "Male BMR formula and a 1,500 kcal minimum.",
    aliases: [],
  },
  {
    path: "/teen-calorie-deficit-calculator",
    group: "demographic",
    menuLabel: "Teens (13 to 17)",
    title: "Healthy Weight Calculator for Teenagers",
    subtitle:
      "For 13 to 17 year olds and their parents: the energy a growing body needs, and when to talk to a GP about weight.",
    chips: [
      "Ages 13 to 17",
      "Energy for growth",
      "Healthy weight for age",
      "GP or school nurse first",
    ],
    description:
      "For teenagers aged 13 to 17 and their parents: a healthy weight check for age and sex, the energy a growing body needs, and when to talk to a GP or nurse.",
    keywords: ["teen calorie calculator", "calories for teenagers", "healthy weight for teenagers"],
    widget: basic("teen"),
    summary: "Energy needs and a healthy weight check for 13 to 17 year olds.",
    aliases: ["/teen-calculator"],
  },
  {
    path: "/kids-calorie-deficit-calculator",
    group: "demographic",
    menuLabel: "Children",
    title: "Kids Calorie Calculator",
    subtitle:
      "Children need energy to grow, so this shows typical daily needs by age from UK guidance, not a diet.",
    chips: ["Ages 1 to 17", "SACN energy figures", "No dieting for children"],
    description:
      "How many calories does a child need? Typical daily energy needs for boys and girls aged 1 to 17 from UK SACN figures, with advice on healthy growth.",
    keywords: ["kids calorie calculator", "calories for children UK", "child energy needs"],
    widget: basic("kids"),
    summary: "Typical daily energy needs for ages 1 to 17.",
    aliases: ["/kids-calorie-calculator"],
  },
  {
    path: "/senior-calorie-deficit-calculator",
    group: "demographic",
    menuLabel: "Over 65s",
    title: "Senior Calorie Deficit Calculator",
    subtitle:
      "For people aged 65 and over: a slower loss of up to 0.5 kg a week, only from a BMI of 25, with strength and protein first.",
    chips: [
      "Ages 65 and over",
      "Up to 0.5 kg a week",
      "No goal under BMI 23",
      "1.2 to 1.5 g/kg protein",
    ],
    description:
      "A calorie deficit calculator for people over 65: loss of up to 0.5 kg a week only from a BMI of 25, no goal under BMI 23, and protein to protect muscle.",
    keywords: ["calorie calculator over 65", "weight loss for older adults", "senior calories"],
    widget: basic("senior"),
    summary: "Slower loss and more protein for the over 65s.",
    aliases: ["/senior-calculator"],
  },
  {
    path: "/pregnancy-calorie-deficit-calculator",
    group: "demographic",
    menuLabel: "Pregnancy",
    title: "Pregnancy Calorie Calculator",
    subtitle:
      "Pregnancy is not a time to diet. See your daily calorie needs by trimester and a healthy weight gain range.",
    chips: ["No deficit in pregnancy", "+200 kcal in trimester 3", "Weight gain by BMI"],
    description:
      "How many calories do you need when pregnant? See daily needs by trimester, including the extra 200 kcal in the third, and a healthy weight gain range.",
    keywords: ["pregnancy calorie calculator", "calories when pregnant UK", "pregnancy weight"],
    widget: basic("pregnancy"),
    summary: "Calorie needs by trimester, with no dieting.",
    aliases: ["/pregnancy-calorie-calculator"],
  },
  {
    path: "/breastfeeding-calorie-deficit-calculator",
    group: "demographic",
    menuLabel: "Breastfeeding",
    title: "Breastfeeding Calorie Deficit Calculator",
    subtitle:
      "Lose weight gently while you breastfeed, keeping enough energy for your milk and never going under 1,800 kcal.",
    chips: ["1,800 kcal minimum", "Up to 0.5 kg a week", "No deficit for 8 weeks"],
    description:
      "Lose weight gently while breastfeeding: a small deficit only after the first 8 weeks, at least 1,800 kcal a day, and no more than 0.5 kg (about 1 lb) a week.",
    keywords: ["breastfeeding calorie calculator", "losing weight while breastfeeding"],
    widget: basic("breastfeeding"),
    summary: "A gentle plan that protects your milk supply.",
    aliases: ["/breastfeeding-calculator"],
  },

  // Goal Specific
  {
    path: "/weight-loss-calorie-deficit-calculator",
    group: "goal",
    menuLabel: "Weight loss",
    title: "Weight Loss Calorie Calculator",
    subtitle:
      "Find how many calories to eat to reach your goal weight, and roughly how long it will take at a safe pace.",
    chips: ["Goal weight", "Weeks to goal", "Safe weekly rate"],
    description:
      "Find out how many calories to eat to lose weight and how many weeks to your goal at a safe pace: at most 1 kg or 1% of your body weight a week.",
    keywords: ["weight loss calculator", "calories to lose weight", "how long to lose weight"],
    widget: basic("weight-loss"),
    summary: "Calories and weeks to reach your goal weight.",
    aliases: [],
  },
  {
    path: "/fat-loss-calorie-deficit-calculator",
    group: "goal",
    menuLabel: "Fat loss",
    title: "Fat Loss Calorie Deficit Calculator",
    subtitle:
      "Lose fat rather than muscle with a moderate deficit, more protein and a plan that suits strength training.",
    chips: ["Higher protein", "Moderate deficit", "Keeps muscle"],
    description:
      "Lose fat, not muscle: a moderate calorie deficit with higher protein targets, designed to go with strength training so the weight you lose is mostly fat.",
    keywords: ["fat loss calculator", "fat loss calories", "lose fat keep muscle"],
    widget: basic("fat-loss"),
    summary: "A moderate deficit with more protein.",
    aliases: ["/fat-loss-calculator"],
  },
  {
    path: "/muscle-gain-calorie-deficit-calculator",
    group: "goal",
    menuLabel: "Muscle gain",
    title: "Muscle Gain Calorie Calculator",
    subtitle:
      "Build muscle with a small surplus of 200 to 500 kcal a day, smaller or none at a higher BMI, and enough protein for your training.",
    chips: ["200 to 500 kcal surplus", "Protein per kg", "Lean gain pace"],
    description:
      "How many calories to build muscle? A small surplus of 200 to 500 kcal a day above maintenance, with protein targets that support lean muscle gain.",
    keywords: ["muscle gain calculator", "calories to build muscle", "lean bulk calories"],
    widget: basic("muscle-gain"),
    summary: "A small surplus for lean muscle gain.",
    aliases: ["/muscle-gain-calculator"],
  },
  {
    path: "/body-recomposition-calorie-deficit-calculator",
    group: "goal",
    menuLabel: "Body recomposition",
    title: "Body Recomposition Calculator",
    subtitle:
      "Lose fat and build muscle at the same time with a small deficit, high protein and regular strength training.",
    chips: ["10 to 20% deficit", "High protein", "Strength training"],
    description:
      "Plan a body recomposition: a small deficit of about 10 to 20% below maintenance and plenty of protein, so you can lose fat while building muscle.",
    keywords: ["body recomposition calculator", "recomp calories", "lose fat build muscle"],
    widget: basic("body-recomposition"),
    summary: "Lose fat and build muscle at the same time.",
    aliases: ["/body-recomposition-calculator"],
  },
  {
    path: "/cutting-calorie-deficit-calculator",
    group: "goal",
    menuLabel: "Cutting",
    title: "Cutting Calorie Calculator",
    subtitle:
      "Plan a cut after a building phase: lose fat steadily while keeping the muscle and strength you worked for.",
    chips: ["Lean cut", "High protein", "Steady weekly loss"],
    description:
      "Plan a cutting phase: the calories and protein to lose fat steadily after a bulk while keeping the muscle and strength you have built in the gym.",
    keywords: ["cutting calculator", "cutting calories", "how many calories to cut"],
    widget: basic("cutting"),
    summary: "Lose fat after a bulk and keep your muscle.",
    aliases: ["/cutting-calculator"],
  },
  {
    path: "/abs-calorie-deficit-calculator",
    group: "goal",
    menuLabel: "Visible abs",
    title: "Abs Calorie Deficit Calculator",
    subtitle:
      "Visible abs depend on low body fat, not sit-ups. See the deficit and the time it may take to get there.",
    chips: ["Body fat focus", "High protein", "Realistic timeline"],
    description:
      "Want visible abs? They depend on low body fat, not endless crunches. Find the calorie deficit, protein and realistic time it takes to get there safely.",
    keywords: ["abs calculator", "body fat for abs", "calorie deficit for abs"],
    widget: basic("abs"),
    summary: "The deficit and time to lower body fat for abs.",
    aliases: ["/abs-calculator"],
  },

  // Diet Specific
  {
    path: "/macros-calculator",
    group: "diet",
    menuLabel: "Macros calculator",
    title: "Macros Calculator",
    subtitle:
      "Split your daily calories into grams of protein, carbohydrate and fat to suit your goal.",
    chips: ["Protein, carbs and fat", "Splits by goal", "Grams per day"],
    description:
      "Turn your daily calories into grams of protein, carbohydrate and fat. Choose a goal and see a macro split that stays within UK dietary guidance.",
    keywords: ["macros calculator", "macro calculator UK", "protein carbs fat grams"],
    widget: standalone("macros"),
    summary: "Grams of protein, carbs and fat for your goal.",
    aliases: ["/macro-calculator"],
  },
  {
    path: "/keto-calorie-deficit-calculator",
    group: "diet",
    menuLabel: "Keto",
    title: "Keto Calorie Deficit Calculator",
    subtitle:
      "Plan a calorie deficit on a ketogenic diet, with very low carbs, moderate protein and the rest from fat.",
    chips: ["Very low carb", "Keto macros", "Deficit and timeline"],
    description:
      "Plan a calorie deficit on a keto diet: very low carbohydrate, moderate protein and the rest from fat, with daily targets and a realistic weight timeline.",
    keywords: ["keto calculator", "keto calorie deficit", "keto macros UK"],
    widget: advanced("keto"),
    summary: "A deficit with very low-carb keto macros.",
    aliases: [],
  },
  {
    path: "/pcos-calorie-deficit-calculator",
    group: "diet",
    menuLabel: "PCOS",
    title: "PCOS Calorie Deficit Calculator",
    subtitle:
      "A steady plan for adult women with polycystic ovary syndrome and a BMI of 25 or more, where losing even 5% of your weight can help.",
    chips: ["For adult women with PCOS", "Any diet style", "Steady loss"],
    description:
      "A calorie deficit calculator for adult women with PCOS and a BMI of 25 or more: steady loss, any diet style you prefer, and why losing even 5% can help.",
    keywords: ["PCOS calorie calculator", "PCOS weight loss", "PCOS diet calories"],
    widget: advanced("pcos"),
    summary: "A steady plan for women with PCOS, any diet style.",
    aliases: ["/pcos-calculator"],
  },
  {
    path: "/macro-calorie-deficit-calculator",
    group: "diet",
    menuLabel: "Macro-focused deficit",
    title: "Macro Calorie Deficit Calculator",
    subtitle:
      "Set a calorie deficit and see how it splits into protein, carbs and fat on training and rest days.",
    chips: ["Macro targets", "Training and rest days", "Refeed options"],
    description:
      "Set your calorie deficit and see it split into grams of protein, carbs and fat for training days, rest days and optional refeed days, all in one plan.",
    keywords: ["macro deficit calculator", "macros for weight loss", "IIFYM calculator UK"],
    widget: advanced("macro"),
    summary: "A deficit split into macros for each day type.",
    aliases: [],
  },
  {
    path: "/protein-calorie-deficit-calculator",
    group: "diet",
    menuLabel: "High protein",
    title: "High Protein Calorie Deficit Calculator",
    subtitle:
      "A higher-protein deficit that helps you feel full and keep muscle, with grams per day worked out for you.",
    chips: ["High protein", "Grams per kg", "Helps you stay full"],
    description:
      "Plan a high-protein calorie deficit that keeps you fuller and protects muscle. See your protein in grams a day and per kilogram next to UK intakes.",
    keywords: ["protein calculator", "high protein calorie deficit", "protein for weight loss"],
    widget: advanced("protein"),
    summary: "More protein to stay full and keep muscle.",
    aliases: ["/protein-calculator"],
  },

  // Intensity Levels
  {
    path: "/aggressive-calorie-deficit-calculator",
    group: "intensity",
    menuLabel: "Aggressive",
    title: "Aggressive Calorie Deficit Calculator",
    subtitle:
      "See what a faster loss of up to 1.5 kg a week (or 1.5% of your weight) would involve, with the risks and warnings shown in full.",
    chips: ["Up to 1.5 kg a week", "Warnings in full", "Short term only"],
    description:
      "See what a faster weight loss of up to 1.5 kg a week involves: the calories, the risks, the warnings in full, and why it should only be short term.",
    keywords: ["aggressive calorie deficit", "fast weight loss calculator", "large deficit"],
    widget: advanced("aggressive"),
    summary: "Faster loss, with every warning shown.",
    aliases: ["/aggressive-calculator"],
  },
  {
    path: "/timeline-calorie-deficit-calculator",
    group: "intensity",
    menuLabel: "Weight loss timeline",
    title: "Weight Loss Timeline Calculator",
    subtitle:
      "See when you could reach your goal weight, with a chart that shows why weight loss slows over time.",
    chips: ["Week-by-week chart", "Plateaus explained", "Goal date check"],
    description:
      "When will you reach your goal weight? See a week-by-week chart from a research model of metabolism that shows why weight loss slows down over time.",
    keywords: ["weight loss timeline", "when will I reach my goal weight", "weight loss chart"],
    widget: advanced("timeline"),
    summary: "A chart of when you could reach your goal.",
    aliases: ["/timeline-calculator", "/weight-loss-timeline-calculator"],
  },
  {
    path: "/mifflin-st-jeor-calorie-deficit-calculator",
    group: "intensity",
    menuLabel: "Mifflin-St Jeor",
    title: "Mifflin-St Jeor Calorie Deficit Calculator",
    subtitle:
      "Use the Mifflin-St Jeor equation, the best everyday BMR formula for most adults, to set your deficit.",
    chips: ["Mifflin-St Jeor 1990", "BMR and TDEE", "Deficit plan"],
    description:
      "Use the Mifflin-St Jeor equation from 1990, the BMR formula most dietitians prefer, to work out your calories at rest, your TDEE and a safe deficit.",
    keywords: ["Mifflin-St Jeor calculator", "Mifflin-St Jeor equation", "BMR formula"],
    widget: basic("mifflin"),
    summary: "The BMR formula most dietitians use.",
    aliases: [],
  },
  {
    path: "/uk-calorie-deficit-calculator",
    group: "intensity",
    menuLabel: "UK calculator",
    title: "UK Calorie Deficit Calculator",
    subtitle:
      "Built for the UK: stones and pounds or kilograms, UK guidance, and advice that points you to NHS services.",
    chips: ["Stones and pounds", "UK guidance", "NHS services signposted"],
    description:
      "A calorie deficit calculator made for the UK: weights in stones and pounds or kilograms, heights in feet or centimetres, and advice from UK guidance.",
    keywords: ["UK calorie deficit calculator", "calorie calculator stones", "UK weight loss"],
    widget: basic("uk"),
    summary: "Stones and pounds, and UK guidance throughout.",
    aliases: [],
  },

  // Information
  {
    path: "/about-us",
    group: "information",
    menuLabel: "About us",
    title: "About Us",
    subtitle: "Who we are, why we built these calculators and how we keep them accurate.",
    chips: ["Independent", "Evidence-based", "Free to use"],
    description:
      "Who makes the Calorie Deficit Calculator UK, why we built free calculators based on NHS, NICE and SACN guidance, and how we check the figures we use.",
    keywords: ["about Calorie Deficit Calculator UK", "who we are"],
    widget: null,
    aliases: [],
  },
  {
    path: "/privacy-policy",
    group: "information",
    menuLabel: "Privacy policy",
    title: "Privacy Policy",
    subtitle: "We do not collect your data. Your calculations stay in your own browser.",
    chips: ["No cookies", "No tracking", "Nothing sent to us"],
    description:
      "Our privacy policy in plain English: no cookies, no analytics and no personal data collected. Every calculation happens in your own browser, not on a server.",
    keywords: ["privacy policy", "calorie calculator privacy", "no cookies"],
    widget: null,
    aliases: [],
  },
  {
    path: "/terms-conditions",
    group: "information",
    menuLabel: "Terms and conditions",
    title: "Terms and Conditions",
    subtitle: "The rules for using this site and its calculators, in plain English.",
    chips: ["Estimates, not advice", "30 days' notice of changes", "Affiliate links disclosed"],
    description:
      "The terms for using our calculators: results are estimates, not medical advice, we give 30 days' notice of changes, and we tell you about affiliate links.",
    keywords: ["terms and conditions", "terms of use", "medical disclaimer"],
    widget: null,
    aliases: [],
  },
  {
    path: "/contact",
    group: "information",
    menuLabel: "Contact",
    title: "Contact Us",
    subtitle: "How to get in touch with questions, corrections or partnership requests.",
    chips: ["Email only", "Reply in 3 to 5 working days"],
    description:
      "Contact the Calorie Deficit Calculator UK team by email with questions, corrections or partner requests. We reply within 3 to 5 working days.",
    keywords: ["contact", "calorie calculator contact", "report an error"],
    widget: null,
    aliases: [],
  },
  {
    path: "/sources",
    group: "information",
    menuLabel: "Sources",
    title: "Our Sources",
    subtitle: "Every figure our calculators use, and the guidance or research it comes from.",
    chips: ["NHS", "NICE", "SACN", "Peer-reviewed research"],
    description:
      "The NHS, NICE and SACN guidance and the research papers behind every figure our calculators use, from BMR formulas and BMI bands to energy needs.",
    keywords: ["calorie calculator sources", "NHS guidance", "BMR formula research"],
    widget: null,
    aliases: [],
  },
];

export default validateRoutes(routes, { groups });
