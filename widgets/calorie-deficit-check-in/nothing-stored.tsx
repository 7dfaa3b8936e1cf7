/**
 * Where the browser lets this page store nothing (a sandboxed frame, strict settings): why
 * the check-in cannot be remembered, and how to keep the weigh-ins all the same.
 */
export function NothingStored() {
  return (
    <p className="hint no-print" id="remember-hint">
      This browser does not let this page store anything, so your check-in cannot be remembered
      here. To keep your weigh-ins, download them as a CSV file.
    </p>
  );
}
