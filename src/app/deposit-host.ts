import { sample } from "effector";
import { depositCompleted } from "@/features/deposit/host";
import { depositCredited } from "@/features/push/host";

/**
 * The deposit model's light entry with its wiring to Web Push: the push feature's host hears the
 * completed deposit (features do not import each other). Whatever loads the deposit model for a
 * deposit (a restore, the player's deposit popups) loads it through here.
 */
sample({ clock: depositCompleted, target: depositCredited });

export { depositRestoreRequested } from "@/features/deposit/host";
