export { Button } from "./button";
export { Field } from "./field";
export { Dialog, RESULT_ARM_DELAY } from "./dialog";
export { useModalDialog } from "./use-modal-dialog";
export { ContentSections } from "./content-sections";
export type { ContentSection } from "./content-sections";
export { Tabs } from "./tabs";
export type { TabItem } from "./tabs";
export { CopyButton } from "./copy-button";
export { Spinner, LoadingOverlay, NoticeContainer, NotificationDialog, ErrorList } from "./feedback";
export { Icon } from "./icon";
export { ErrorBoundary, RegionBoundary, FailureActionsBar, FailureActionsContext } from "./region-boundary";
export type { FailureActions } from "./region-boundary";
// VirtualList is its own entry (`@/shared/ui/virtual-list`): @tanstack/react-virtual loads only with the
// popups that show long lists, never with the first screen.
