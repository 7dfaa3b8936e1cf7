// A server component that imports a widget: on the server the import defines nothing, and the
// build must not fail (Turbopack once did, taking the widget's stylesheets for the page's CSS).
import "calorie-deficit-calculator-uk/calorie-deficit-bmi";

export default function Page() {
  return (
    <main>
      <h1>Host page</h1>
      <calorie-deficit-bmi units="metric" />
    </main>
  );
}
