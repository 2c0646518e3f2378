import { Suspense, type ReactNode } from "react";
import { allSettled, fork, scopeBind, type Effect, type Scope, type StoreWritable } from "effector";
import { Provider as EffectorProvider } from "effector-react";
import { QueryClientProvider, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { onTestFinished } from "vitest";
import { $queryClient, configureApiAuth, createAppQueryClient, type Profile } from "@/shared/api";
import { initI18n, type Locale } from "@/shared/i18n";
import { $router, locationChanged } from "@/shared/router";
import { $session, $token, unauthorized } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";

export interface RenderAppOptions {
  /** Where the app is (inside /lobby/, locale prefix included). Default "/". */
  path?: string;
  locale?: Locale;
  /** Dictionaries the component needs besides "common" (its slice's namespace). */
  namespaces?: readonly string[];
  /** Store values and effect handlers for this test's scope, as `fork()` takes them. */
  // effector's own pair types: each store with a value of its type, each effect with a handler of its params.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as fork() itself types them
  values?: Array<[StoreWritable<any>, unknown]>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as fork() itself types them
  handlers?: Array<[Effect<any, any, any>, (params: any) => unknown]>;
  /** React Query cache entries before the first render (e.g. the profile). */
  queries?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /**
   * A logged-in member, as the app has one: a session in the scope and the API client sending its
   * token (a 401 ends it), until the test ends. `profile`: the profile already in the cache (else the
   * first read asks the server: the contract's example under the API mock).
   */
  member?: true | { token?: string; profile?: Profile };
}

export interface RenderedApp extends RenderResult {
  scope: Scope;
  queryClient: QueryClient;
  user: UserEvent;
  /** The current URL inside the app, as the router has it (models navigate through it). */
  pathname(): string;
}

/** jsdom has <dialog> but not its modal methods: open and close it as the browser would. */
function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/**
 * A component inside the app's real providers: its own Effector scope (the router injected the way
 * the app injects it, so models' navigation moves a real memory router), the app's query client
 * with its retry and staleness rules, the dictionaries in the chosen language, and a user-event
 * session. One call per test: nothing is shared between tests.
 */
export async function renderApp(ui: ReactNode, options: RenderAppOptions = {}): Promise<RenderedApp> {
  polyfillDialog();
  await initI18n(options.locale ?? "th", ["common", ...(options.namespaces ?? [])]);
  const router = createMemoryRouter([{ path: "*", element: <Suspense fallback={null}>{ui}</Suspense> }], { initialEntries: [options.path ?? "/"] });
  const queryClient = createAppQueryClient();
  const member = options.member === true ? {} : options.member;
  if (member?.profile) queryClient.setQueryData(PROFILE_KEY, { data: member.profile });
  for (const [key, data] of options.queries ?? []) queryClient.setQueryData(key, data);
  const session = { token: member?.token ?? "member-token", expiresAt: Date.now() + 3_600_000 };
  const scope = fork({
    values: [...(member ? [[$session, session] as [typeof $session, unknown]] : []), ...(options.values ?? []), [$router, router], [$queryClient, queryClient]],
    handlers: options.handlers ?? [],
  });
  if (member) {
    // As the app's start does (src/app/start.ts).
    configureApiAuth({ getToken: () => scope.getState($token), onUnauthorized: scopeBind(unauthorized, { scope }) });
    onTestFinished(() => configureApiAuth({ getToken: () => null, onUnauthorized: () => undefined }));
  }
  // The scope sees each settled location, as the app's navigation model does.
  const settle = () => {
    const { pathname, search, key } = router.state.location;
    return allSettled(locationChanged, { scope, params: { pathname, search, key } });
  };
  router.subscribe(() => void settle());
  await settle();
  const result = render(
    <EffectorProvider value={scope}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </EffectorProvider>,
  );
  return { ...result, scope, queryClient, user: userEvent.setup(), pathname: () => router.state.location.pathname };
}
