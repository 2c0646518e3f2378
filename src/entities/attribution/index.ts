export { captureAffiliate, captureReferral, referrerKeys, captureClickId, readClickId } from "./lib/cookies";
