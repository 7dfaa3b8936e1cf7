// A server component page that renders the widget through a client component.
import { Calculator } from "./calculator.jsx";

export default function Page() {
  return (
    <main>
      <h1>Host page</h1>
      <p>A paragraph of the host page.</p>
      <Calculator />
    </main>
  );
}
