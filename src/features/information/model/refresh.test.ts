import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { $queryClient } from "@/shared/api";
import { $loading } from "@/shared/notify";
import { informationOpened, refreshProfileFx } from "./refresh";

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
    await allSettled(informationOpened, { scope });
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
    await allSettled(informationOpened, { scope });
    expect(scope.getState($loading)).toBe(false);
  });

  it("always asks the server, even with a fresh cached profile", async () => {
    const queryClient = new QueryClient();
    const fetchQuery = vi.spyOn(queryClient, "fetchQuery").mockResolvedValue({ data: {} });
    const scope = fork({ values: [[$queryClient, queryClient]] });
    await allSettled(informationOpened, { scope });
    expect(fetchQuery).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ["get", "/customers/profile", {}], staleTime: 0 }));
  });
});
