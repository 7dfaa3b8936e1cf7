// Set-up for the widget component tests, on either runtime.
// - Unmounts what @testing-library/react rendered after each test (Vitest runs without
//   globals, so the library cannot register this itself).
// - Fails a test that logs an error it did not expect. Under real React this is how a
//   component written in Preact's dialect shows itself: React renders `class`, `for` or
//   `stroke-width` anyway but reports each on console.error ("Invalid DOM property").
//   A test that expects an error replaces console.error with a spy, which this never sees.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { format } from "node:util";

const unexpected: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  unexpected.push(format(...args));
  logError(...args);
};

afterEach(() => {
  cleanup();
  const logged = unexpected.splice(0);
  if (logged.length > 0) {
    throw new Error(`The test logged ${logged.length} unexpected error(s):\n${logged.join("\n")}`);
  }
});
