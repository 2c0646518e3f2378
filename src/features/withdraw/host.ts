import { withdrawFlow } from "./model/withdraw";

/** Light entry for the app shell (the popups above load lazily from index.ts). */
/** A member is here: reopen the withdrawal this device or the server still has pending. */
export const withdrawRestoreRequested = withdrawFlow.process.restoreRequested;
