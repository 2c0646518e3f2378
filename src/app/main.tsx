import "@fontsource/sarabun/400.css";
import "@fontsource/sarabun/600.css";
import "./styles.css";
import { StrictMode } from "react";
import { scopeBind } from "effector";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { ConfigError, loadRuntimeConfig } from "@/shared/config";
import { i18n, initI18n, splitLocalePath } from "@/shared/i18n";
import { AppProviders } from "./providers";
import { createRoutes } from "./routing/routes";
import { startApp } from "./start";
import { installChunkReload, setPendingTarget } from "./chunk-reload";
import { ConfigErrorPage } from "./config-error";
import { updateAvailable } from "./pwa-model";

async function main() {
  installChunkReload();
  const root = createRoot(document.getElementById("root")!);
  const { locale } = splitLocalePath(location.pathname.replace(/^\/lobby/, ""));
  await initI18n(locale);
  await i18n.loadNamespaces("common");
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (e) {
    root.render(<ConfigErrorPage detail={e instanceof ConfigError ? e.message : String(e)} />);
    return;
  }
  const { scope, queryClient } = await startApp(config);
  const router = createBrowserRouter(createRoutes(scope), { basename: "/lobby/", future: { v8_middleware: true } });
  router.subscribe((state) => {
    if (state.navigation.location) setPendingTarget(router.createHref(state.navigation.location));
  });
  root.render(
    <StrictMode>
      <AppProviders scope={scope} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  if (__MOCK_PANEL__) {
    const { mountMockPanel } = await import("./dev/mock-panel");
    mountMockPanel();
  }
  if (import.meta.env.PROD) {
    const { registerServiceWorker } = await import("./pwa");
    registerServiceWorker(scopeBind(updateAvailable, { scope }));
  }
}

void main();
