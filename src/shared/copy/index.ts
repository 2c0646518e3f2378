export { copyRequested, $copyFeedback } from "./model";
