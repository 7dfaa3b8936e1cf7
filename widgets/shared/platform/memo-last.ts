/**
 * A function that remembers its last call: called again with the very same arguments (the
 * same objects, not equal copies), it gives the last result without working it out again.
 * For plans drawn by several fields of one render from the same answers.
 */
export function memoLast<A extends readonly unknown[], R>(work: (...args: A) => R) {
  let last: { args: A; result: R } | undefined;
  return (...args: A): R => {
    if (last?.args.length !== args.length || last.args.some((arg, i) => arg !== args[i])) {
      last = { args, result: work(...args) };
    }
    return last.result;
  };
}
