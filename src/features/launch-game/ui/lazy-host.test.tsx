import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { LaunchGameHost, useLaunchGame } from "..";

// Counts the launcher chunk's loads: the factory runs when the module is first imported.
const launcher = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./launch-host", async (importOriginal) => {
  launcher.loads += 1;
  return importOriginal();
});

const game = { provider: "pgsoft", code: "mahjong-ways", title: "มาจองเวย์" };

function GameButtons() {
  const { play, trial } = useLaunchGame();
  return (
    <>
      <button type="button" onClick={() => play(game)}>
        เล่นจริง
      </button>
      <button type="button" onClick={() => trial(game)}>
        ทดลอง
      </button>
      <LaunchGameHost />
    </>
  );
}

beforeEach(() => setRuntimeConfig(shippedConfig({ trialPageUrl: "/lobby/game-frame.html" })));
afterEach(cleanup);

describe("the launcher loads on the first tap on a game", () => {
  it("a page with games carries no launcher until a tap; a guest's tap then gets the register invitation", async () => {
    const app = await renderApp(<GameButtons />, { namespaces: ["launch-game"] });
    expect(launcher.loads).toBe(0);
    expect(screen.queryByRole("dialog")).toBeNull();

    await app.user.click(screen.getByRole("button", { name: "เล่นจริง" }));
    expect(await screen.findByRole("dialog", { name: "สมัครสมาชิกเพื่อเล่นเกม" })).not.toBeNull();
    expect(launcher.loads).toBe(1);

    // From the invitation, the trial of the same game opens in the frame.
    await app.user.click(screen.getByRole("button", { name: "ทดลองเล่นฟรี" }));
    expect((await screen.findByTestId("game-frame")).getAttribute("src")).toContain("game=mahjong-ways");
  });
});
