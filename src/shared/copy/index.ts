export { copyRequested, $copyFeedback, writeClipboard } from "./model";
