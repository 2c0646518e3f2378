import type { ReactElement } from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyModule } from ".";

afterEach(cleanup);

/** An import the test settles by hand. */
function pendingImport<M>() {
  const settle: { resolve: (m: M) => void; reject: (e: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const importer = vi.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { importer, settle };
}

describe("a module imported on demand", () => {
  it("renders nothing until the module is in, then what it renders, importing it once however often it is asked for", async () => {
    const { importer, settle } = pendingImport<{ View: () => ReactElement }>();
    const view = lazyModule(importer);
    function Host() {
      const m = view.useModule();
      return m ? <m.View /> : <p>waiting</p>;
    }
    render(<Host />);
    const loads = [view.load(), view.load()];
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => settle.resolve({ View: () => <p>the view</p> }));
    expect(screen.getByText("the view")).toBeTruthy();
    expect(await loads[0]).toBe(await loads[1]);
    // Already in: a later load asks for nothing more.
    await view.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("after a failed import, renders nothing and the next load tries again", async () => {
    const { importer, settle } = pendingImport<{ name: string }>();
    const mod = lazyModule(importer);
    function Host() {
      return <p>{mod.useModule()?.name ?? "nothing"}</p>;
    }
    render(<Host />);
    const failed = expect(mod.load()).rejects.toThrow("offline");
    await act(async () => settle.reject(new Error("offline")));
    await failed;
    expect(screen.getByText("nothing")).toBeTruthy();
    const again = mod.load();
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => settle.resolve({ name: "loaded" }));
    await again;
    expect(screen.getByText("loaded")).toBeTruthy();
  });

  it("a component that wants the module asks for it itself; one that does not, only waits", async () => {
    const { importer, settle } = pendingImport<{ name: string }>();
    const mod = lazyModule(importer);
    function Waits() {
      return <p>{mod.useModule()?.name ?? "waits"}</p>;
    }
    function Wants() {
      return <p>{mod.useModule(true)?.name ?? "wants"}</p>;
    }
    render(<Waits />);
    expect(importer).not.toHaveBeenCalled();
    render(<Wants />);
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => settle.resolve({ name: "in" }));
    expect(screen.getAllByText("in")).toHaveLength(2);
  });
});
