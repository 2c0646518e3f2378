// @vitest-environment node
import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { $queryClient } from "@/shared/api";
import { $loading } from "@/shared/notify";
import { popupShown } from "@/shared/popup";
import { refreshProfileFx } from "./refresh";

const shown = { params: "InformationTab" as const };

describe("information popup opening", () => {
  it("shows the loader while the profile refreshes, then hides it", async () => {
    let seenLoading: boolean | null = null;
    const scope = fork({
      handlers: [
        [
          refreshProfileFx,
          async () => {
            seenLoading = scope.getState($loading);
          },
        ],
      ],
    });
    await allSettled(popupShown, { scope, ...shown });
    expect(seenLoading).toBe(true);
    expect(scope.getState($loading)).toBe(false);
  });

  it("hides the loader when the refresh fails", async () => {
    const scope = fork({
      handlers: [
        [
          refreshProfileFx,
          async () => {
            throw new Error("offline");
          },
        ],
      ],
    });
    await allSettled(popupShown, { scope, ...shown });
    expect(scope.getState($loading)).toBe(false);
  });

  it("starts from its own popup only: another popup on screen refreshes nothing", async () => {
    let refreshes = 0;
    const scope = fork({ handlers: [[refreshProfileFx, async () => void refreshes++]] });
    await allSettled(popupShown, { scope, params: "Withdraw" });
    expect(refreshes).toBe(0);
    await allSettled(popupShown, { scope, ...shown });
    expect(refreshes).toBe(1);
  });

  it("always asks the server, even with a fresh cached profile", async () => {
    const queryClient = new QueryClient();
    const fetchQuery = vi.spyOn(queryClient, "fetchQuery").mockResolvedValue({ data: {} });
    const scope = fork({ values: [[$queryClient, queryClient]] });
    await allSettled(popupShown, { scope, ...shown });
    expect(fetchQuery).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ["get", "/customers/profile", {}], staleTime: 0 }));
  });
});
