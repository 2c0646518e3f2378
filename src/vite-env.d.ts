/// <reference types="vite/client" />

/** True only in development builds: the mock scenario panel. */
declare const __MOCK_PANEL__: boolean;
