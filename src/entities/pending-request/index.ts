import "./styles.css";
export { requestReference, createdRequest, PENDING_KEY } from "./model";
export type { PendingRecord } from "./model";
export { createPendingFlow } from "./flow";
export { PendingFigures, PollFailure } from "./ui/process-parts";
