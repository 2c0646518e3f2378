import { depositFlow } from "./model/deposit";

/** Light entry for the app shell (the popups in index.ts load lazily). */
export { depositCompleted } from "./model/deposit";
/** A member is here: reopen the deposit this device or the server still has pending. */
export const depositRestoreRequested = depositFlow.process.restoreRequested;
