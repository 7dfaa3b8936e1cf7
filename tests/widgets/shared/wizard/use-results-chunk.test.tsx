// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useResultsChunk } from "../../../../widgets/shared/wizard/use-results-chunk.ts";
import { renderHook } from "../../helpers/render-hook.tsx";

/** A stand-in for a widget's results chunk. */
const CHUNK = { name: "the results" };
type Chunk = typeof CHUNK;

/** Renders the hook over `load`; gives its latest state, by name. */
function chunk(load: () => Promise<Chunk>, onFailure = vi.fn()) {
  const hook = renderHook(() => useResultsChunk(load, onFailure));
  return () => {
    const [report, prepare, loaded, waiting, forPress] = hook.current();
    return { report, prepare, loaded, waiting, forPress };
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useResultsChunk", () => {
  it("fetches nothing until asked: the first paint needs none of it", () => {
    const load = vi.fn(() => Promise.resolve(CHUNK));
    const now = chunk(load);
    expect(load).not.toHaveBeenCalled();
    expect(now().report).toBeUndefined();
  });

  it("fetches the chunk once, however often it is asked for, and then offers it for drawing", async () => {
    const load = vi.fn(() => Promise.resolve(CHUNK));
    const now = chunk(load);
    await act(async () => {
      await Promise.all([now().prepare(), now().prepare(), now().loaded()]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(now().report).toBe(CHUNK);
    expect(await now().loaded()).toBe(CHUNK);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("logs a failed fetch, says so, and fetches again when asked again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const offline = new TypeError("Failed to fetch");
    const load = vi.fn<() => Promise<Chunk>>().mockRejectedValueOnce(offline);
    load.mockResolvedValue(CHUNK);
    const onFailure = vi.fn();
    const now = chunk(load, onFailure);
    let first: Chunk | undefined = CHUNK;
    await act(async () => {
      first = await now().loaded();
    });
    expect(first).toBeUndefined();
    expect(error).toHaveBeenCalledWith(offline);
    expect(onFailure).toHaveBeenCalledTimes(1);
    await act(async () => {
      expect(await now().loaded()).toBe(CHUNK);
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("prepare passes a failure on to its caller, without calling it one to show", async () => {
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const onFailure = vi.fn();
    const now = chunk(load, onFailure);
    await act(async () => {
      await expect(now().prepare()).rejects.toThrow("Failed to fetch");
    });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("is waiting while a visitor's press waits for the chunk, and no longer once it comes", async () => {
    let arrive: (chunk: Chunk) => void = () => undefined;
    const now = chunk(() => new Promise((resolve) => (arrive = resolve)));
    let pressed: Promise<Chunk | undefined> = Promise.resolve(undefined);
    act(() => {
      pressed = now().forPress();
    });
    await waitFor(() => expect(now().waiting).toBe(true));
    await act(async () => {
      arrive(CHUNK);
      expect(await pressed).toBe(CHUNK);
    });
    expect(now().waiting).toBe(false);
  });
});
