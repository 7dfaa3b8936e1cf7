/** Exercise ideas and kit that change with the base activity (docs/product-decisions.md). */
const LEVELS = [
  {
    upTo: 1.2,
    ideas: [
      "Start with a 10-minute walk after one meal each day.",
      "Try a free beginner plan such as the NHS Couch to 5K.",
      "Stand up and move for a few minutes every hour.",
    ],
    products: [
      { name: "A simple pedometer or step counter", search: "pedometer" },
      { name: "Comfortable walking shoes", search: "walking shoes" },
    ],
  },
  {
    upTo: 1.55,
    ideas: [
      "Add two strength sessions a week to keep muscle while you lose fat.",
      "Mix brisk walks with one longer, easy session at the weekend.",
      "Aim for the NHS target of 150 minutes of moderate activity a week.",
    ],
    products: [
      { name: "A set of resistance bands", search: "resistance bands" },
      { name: "Digital kitchen scales", search: "digital kitchen scales" },
    ],
  },
  {
    upTo: Infinity,
    ideas: [
      "Plan rest days: recovery is when your body adapts.",
      "Eat more carbohydrate around your hardest sessions.",
      "Keep strength work in your week, even when cardio is high.",
    ],
    products: [
      { name: "A heart rate monitor", search: "heart rate monitor" },
      { name: "A foam roller for recovery", search: "foam roller" },
    ],
  },
];

/**
 * Exercise ideas for the chosen base activity and, unless the page hides them
 * (`affiliate-links="hide"`), kit suggestions that link to a retailer with our affiliate tag.
 * The kit sits in a closed disclosure whose name says what the links are, so nobody meets
 * a sponsored link without choosing to open it.
 */
export function ActivityPanels({ baseActivity, kit }: { baseActivity: number; kit: boolean }) {
  const level = LEVELS.find((l) => baseActivity <= l.upTo) ?? LEVELS[0];
  if (!level) return null;
  return (
    <div className="panels">
      <section className="panel" aria-labelledby="ideas-heading">
        <h4 id="ideas-heading">Exercise ideas for you</h4>
        <ul>
          {level.ideas.map((idea) => (
            <li key={idea}>{idea}</li>
          ))}
        </ul>
      </section>
      {kit ? (
        <details className="panel kit">
          <summary>Kit that can help (affiliate links)</summary>
          <p className="hint">
            We may earn a small commission if you buy through these links, at no cost to you. They
            never change your results.
          </p>
          <ul>
            {level.products.map((product) => (
              <li key={product.name}>
                <a
                  href={`https://www.amazon.co.uk/s?k=${encodeURIComponent(product.search)}&tag=cdcuk-21`}
                  target="_blank"
                  rel="sponsored noopener"
                >
                  {product.name} (opens in a new tab)
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
