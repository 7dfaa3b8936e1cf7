/**
 * A widget fixture: attributes, what a visitor types or picks, and either the key figures
 * expected in the result or the error expected next to a field (field name to a phrase).
 */
export interface Fixture {
  name: string;
  attributes: Record<string, string>;
  inputs: Record<string, string>;
  expected: Record<string, unknown>;
  error?: Record<string, string>;
}

/** Reads a widget's fixtures file, checking each entry has the fields a test relies on. */
export function readFixtures(json: unknown): Fixture[] {
  if (!Array.isArray(json)) throw new Error("A fixtures file must hold a list");
  return json.map((entry: Partial<Fixture>, index) => {
    if (typeof entry.name !== "string" || !entry.inputs || !(entry.expected || entry.error)) {
      throw new Error(`Fixture ${index + 1} needs a name, inputs and expected figures or an error`);
    }
    return { attributes: {}, expected: {}, ...entry } as Fixture;
  });
}
