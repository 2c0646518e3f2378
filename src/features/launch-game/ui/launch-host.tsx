import { useEffect } from "react";
import { scopeBind, type Scope } from "effector";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { GAME_FRAME_HEIGHT, getRuntimeConfig } from "@/shared/config";
import { currentLocale, localePath } from "@/shared/i18n";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import {
  $frame,
  $notice,
  frameClosed,
  gameFrameSandbox,
  noticeClosed,
  playRequested,
  trialAvailable,
  trialRequested,
  type LaunchableGame,
} from "../model/launch-game";
import { $realityCheck, realityCheckConfigured, realityCheckContinued, realityCheckLeft } from "../model/reality-check";
import styles from "./launch-host.module.css";

/** Phones get the mobile client: a narrow screen or a coarse pointer. */
function isMobileDevice(): boolean {
  if (typeof window === "undefined" || !window.matchMedia) return false;
  return window.matchMedia("(max-width: 767px)").matches || window.matchMedia("(pointer: coarse)").matches;
}

/**
 * Starts a real game (members; guests get the register invitation) or a trial, once this chunk is
 * loaded (./lazy-host.tsx). The reality check learns its period first: the host that also sets it
 * may mount only after the frame has opened.
 */
export function startLaunch(scope: Scope | null, kind: "play" | "trial", game: LaunchableGame): void {
  const configure = scope ? scopeBind(realityCheckConfigured, { scope }) : realityCheckConfigured;
  configure(getRuntimeConfig().responsiblePlay.realityCheckMinutes);
  if (kind === "play") (scope ? scopeBind(playRequested, { scope }) : playRequested)({ game, mobile: isMobileDevice() });
  else (scope ? scopeBind(trialRequested, { scope }) : trialRequested)(game);
}

/**
 * The game frame and the launch messages. Rendered once by each page that
 * launches games. The frame is a native <dialog>: focus moves into it, Esc and
 * the close button end it, and focus returns to the game card.
 */
export function LaunchGameHost() {
  const { t } = useTranslation("launch-game");
  const navigate = useNavigate();
  const [frame, notice, closeFrame, closeNotice, trial] = useUnit([$frame, $notice, frameClosed, noticeClosed, trialRequested]);
  const [reality, configureReality, keepPlaying, leave] = useUnit([$realityCheck, realityCheckConfigured, realityCheckContinued, realityCheckLeft]);
  useEffect(() => void configureReality(getRuntimeConfig().responsiblePlay.realityCheckMinutes), [configureReality]);
  // Leaving the page (e.g. the back button) ends the game and any message.
  useEffect(
    () => () => {
      closeFrame();
      closeNotice();
    },
    [closeFrame, closeNotice],
  );
  const go = (path: string) => {
    closeNotice();
    navigate(localePath(currentLocale(), path));
  };
  return (
    <>
      <Dialog open={frame !== null} title={frame?.title ?? ""} onClose={closeFrame} width={1100} className={styles.gameDialog}>
        {frame ? (
          <>
            {frame.demo ? <p className={styles.gameDemoNote}>{t("demo")}</p> : null}
            <iframe
              className={styles.gameFrame}
              src={frame.url}
              title={frame.title}
              height={GAME_FRAME_HEIGHT}
              style={{ ["--game-frame-h" as string]: `${GAME_FRAME_HEIGHT}px` }}
              sandbox={gameFrameSandbox(getRuntimeConfig())}
              allow="autoplay; fullscreen"
              allowFullScreen
              // The provider learns which lobby sent the player, not the page or its query.
              referrerPolicy="strict-origin"
              data-testid="game-frame"
            />
          </>
        ) : null}
      </Dialog>
      <Dialog
        open={reality !== null}
        title={t("reality.title")}
        onClose={keepPlaying}
        width={450}
        footer={
          <>
            <Button variant="gold" onClick={keepPlaying}>
              {t("reality.continue")}
            </Button>
            <Button variant="secondary" onClick={leave}>
              {t("reality.leave")}
            </Button>
          </>
        }
      >
        <p className="dialog-message" data-testid="reality-check">
          {t("reality.text", { minutes: reality?.minutes ?? 0 })}
        </p>
        <p>
          <a
            href={localePath(currentLocale(), "/history")}
            onClick={(e) => {
              e.preventDefault();
              leave();
              navigate(localePath(currentLocale(), "/history"));
            }}
          >
            {t("reality.history")}
          </a>
        </p>
      </Dialog>
      <Dialog
        open={notice !== null}
        title={notice?.kind === "register" ? t("registerTitle") : t("blockedTitle")}
        onClose={closeNotice}
        width={450}
        footer={
          notice?.kind === "register" ? (
            <>
              <Button variant="gold" onClick={() => go("/register")}>
                {t("register")}
              </Button>
              <Button variant="secondary" onClick={() => go("/login")}>
                {t("login")}
              </Button>
              {trialAvailable() ? (
                <Button variant="secondary" onClick={() => trial(notice.game)}>
                  {t("tryIt")}
                </Button>
              ) : null}
            </>
          ) : (
            <>
              <Button variant="gold" onClick={() => go("/deposit")}>
                {t("deposit")}
              </Button>
              <Button variant="ghost" onClick={closeNotice}>
                {t("close")}
              </Button>
            </>
          )
        }
      >
        <p className="dialog-message">{notice?.kind === "register" ? t("registerText") : notice?.kind === "server" ? notice.message : t("lowCredit")}</p>
      </Dialog>
    </>
  );
}
