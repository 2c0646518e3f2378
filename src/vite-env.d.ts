/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** True only in development builds: the mock scenario panel. */
declare const __MOCK_PANEL__: boolean;
