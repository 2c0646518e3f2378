export { createPendingProcess, readPendingRecord, PENDING_KEY } from "./model";
export type { PendingRecord, PendingProcessModel, RequestType, Settlement } from "./model";
