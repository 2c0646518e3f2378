export { requestReference, createdRequest, PENDING_KEY } from "./model/process";
export type { PendingRecord } from "./model/process";
export { createPendingFlow } from "./model/flow";
export { PendingFigures, PollFailure } from "./ui/process-parts";
