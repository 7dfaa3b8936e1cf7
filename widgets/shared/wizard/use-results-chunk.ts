import { useRef, useState } from "react";

/**
 * A wizard's results chunk, loaded lazily: fetched once, when first asked for (the visitor
 * has started to answer, or a shared link needs checking), and fetched again after a failure
 * (the network dropped). `onFailure` hears of each failure a caller could not go on from.
 *
 * Gives, in order (a list, like useState's, so the first-paint bundle carries no names):
 * - `report`: the chunk once fetched, what later steps draw with;
 * - `prepare()`: fetches the chunk once, and again after a failure;
 * - `loaded()`: the chunk, or undefined (logged, and `onFailure`) if it cannot be fetched;
 * - `waiting`: true while a visitor's press waits for the chunk (a slow network);
 * - `forPress()`: `loaded()` for a press, `waiting` meanwhile.
 */
export function useResultsChunk<R>(
  load: () => Promise<R>,
  onFailure: () => void,
): [
  report: R | undefined,
  prepare: () => Promise<R>,
  loaded: () => Promise<R | undefined>,
  waiting: boolean,
  forPress: () => Promise<R | undefined>,
] {
  const [report, setReport] = useState<R>();
  const loading = useRef<Promise<R> | undefined>(undefined);
  // A press waiting for the chunk counts once.
  const [waiting, setWaiting] = useState(false);

  const prepare = (): Promise<R> =>
    (loading.current ??= load().then(
      (loaded) => {
        setReport(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    ));

  const loaded = async (): Promise<R | undefined> => {
    try {
      return await prepare();
    } catch (error) {
      console.error(error);
      onFailure();
      return undefined;
    }
  };

  const forPress = async () => {
    setWaiting(true);
    const found = await loaded();
    setWaiting(false);
    return found;
  };

  return [report, prepare, loaded, waiting, forPress];
}
