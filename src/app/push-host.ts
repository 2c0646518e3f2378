import { sample } from "effector";
import { notificationOpened } from "@/features/push/host";
import { navigateFx } from "@/shared/router";

/**
 * Web Push in the members' lazy chunk (docs/architecture.md, "Web Push"): a tapped notification's
 * path goes through the router. A completed deposit reaches it through ./deposit-host.
 */
sample({ clock: notificationOpened, fn: (to) => ({ to }), target: navigateFx });

export { PushHost } from "@/features/push/host";
