import { sample } from "effector";
import { depositCompleted } from "@/features/deposit/host";
import { depositCredited, notificationOpened } from "@/features/push/host";
import { navigateFx } from "@/shared/router";

/**
 * Web Push in the members' lazy chunk (docs/architecture.md, "Web Push"): the push feature's host
 * hears the deposit feature's completed deposit (features do not import each other), and a tapped
 * notification's path goes through the router.
 */
sample({ clock: depositCompleted, target: depositCredited });
sample({ clock: notificationOpened, fn: (to) => ({ to }), target: navigateFx });

export { PushHost } from "@/features/push/host";
