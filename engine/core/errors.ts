/**
 * Thrown when an input cannot be computed. `field` names the offending input (the
 * plan input's field name, e.g. "age" or "bodyFat") so a form can show `message` next to it.
 */
export class InputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = "InputError";
    this.field = field;
  }
}
