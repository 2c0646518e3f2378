import { attach, createEvent, sample } from "effector";
import { $queryClient } from "@/shared/api";
import { profileQuery } from "@/entities/profile";
import { loadingFinished, loadingStarted } from "@/shared/notify";

/** The information popup opened: refresh the profile first, behind the full-screen loader (spec section 4). */
export const informationOpened = createEvent();

export const refreshProfileFx = attach({
  source: $queryClient,
  effect: async (queryClient) => {
    if (!queryClient) return;
    // staleTime 0: always ask the server, even when the cached profile is recent.
    await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });
  },
});

sample({ clock: informationOpened, target: [loadingStarted, refreshProfileFx] });
// A failed refresh must never leave the loader up; the cached profile stays on screen.
sample({ clock: refreshProfileFx.finally, target: loadingFinished });
