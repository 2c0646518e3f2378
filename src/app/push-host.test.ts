// @vitest-environment node
import { allSettled, fork } from "effector";
import { expect, it } from "vitest";
import { navigateFx } from "@/shared/router";
import { notificationOpened } from "@/features/push/host";
import "./push-host";

it("a notification tapped in an open tab goes through the router to the path the worker sent", async () => {
  const navigations: unknown[] = [];
  // An attached effect's handler gets its source (the router) first.
  const scope = fork({ handlers: [[navigateFx, async (_router: unknown, p: unknown) => void navigations.push(p)]] as never });
  await allSettled(notificationOpened, { scope, params: "/en/history" });
  expect(navigations).toEqual([{ to: "/en/history" }]);
});
