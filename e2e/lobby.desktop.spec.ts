import { expect, openLobby, test } from "./fixtures";

test("on desktop the game opens in a 700 px frame with a close control", async ({ page, member: _ }) => {
  await openLobby(page, "/lobby/lobby");
  await expect(page.getByRole("tab", { name: "สล็อต" })).toBeVisible({ timeout: 20_000 });
  // This game's own URL in the answer (the mock answers one example URL for every game).
  const gameUrl = "/lobby/game-frame.html?provider=netent&game=jade-fruit";
  await page.route("**/lobby/api/launch-game/netent/jade-fruit*", async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...((await res.json()) as object), url: gameUrl } });
  });
  const launch = page.waitForResponse((r) => r.url().includes("/lobby/api/launch-game/netent/jade-fruit"));
  await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click();
  const answer = await launch;
  expect(new URL(answer.url()).searchParams.get("mobile")).toBe("false");
  const dialog = page.getByRole("dialog", { name: "ผลไม้หยก" });
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", gameUrl);
  const box = await frame.boundingBox();
  expect(box?.height).toBe(700);
  expect(box!.width).toBeLessThan(page.viewportSize()!.width);
  await dialog.getByRole("button", { name: "ปิด" }).click();
  await expect(dialog).toBeHidden();
  // Focus returns to the game that was opened.
  await expect(page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true })).toBeFocused();
});
