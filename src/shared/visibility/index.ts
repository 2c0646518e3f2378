export { pageVisibilityChanged, $pageVisible, pageHidden, pageShown } from "./model";
export { usePageVisibilityFeed } from "./use-page-visibility-feed";
