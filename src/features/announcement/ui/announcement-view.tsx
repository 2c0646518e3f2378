import { useLayoutEffect, useState, useSyncExternalStore } from "react";
import DOMPurify from "dompurify";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import type { ServerNotification } from "@/shared/api";
import { Dialog } from "@/shared/ui/dialog";
import { Icon } from "@/shared/ui/icon";
import { $noticeOpened, noticeOpened } from "../model/hold";
import styles from "./announcement-view.module.css";

/**
 * Server HTML is untrusted: sanitised, no scripts, handlers, frames or javascript: URLs, and no
 * `class`, `id` or `style`, so it cannot borrow the app's own classes (a full-screen overlay, a
 * fake "session expired" popup) or target its ids. The container also contains it (announcement-view.module.css).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "iframe", "form", "input", "button", "textarea", "select", "object", "embed", "dialog"],
    FORBID_ATTR: ["style", "class", "id", "popover"],
  });
}

const safeImage = (src: string | null | undefined): string | null => (src && /^(https?:\/\/|\/)/i.test(src) ? src : null);

/** Dialogs open on the page (the menu drawer, a call's result), read again whenever one closes. */
const onDialogClose = (changed: () => void) => {
  document.addEventListener("close", changed, true);
  return () => document.removeEventListener("close", changed, true);
};
const dialogOpen = () => document.querySelector("dialog[open]") !== null;

/** Collapsed for this visit only: the notice is back on the next visit (or a new tab). */
let collapsedThisVisit = false;

/**
 * `held` (model/hold.ts): a popup the player opened is on screen, or the player is tapping; the
 * mode-1 notice opens once that is over, and not over another dialog the player has open (the menu
 * drawer: a tap on its items would land on the notice). Mode 2 is a banner and stays.
 */
export function AnnouncementView({ notification, held = false }: { notification: ServerNotification; held?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [collapsed, setCollapsed] = useState(collapsedThisVisit);
  const html = { __html: sanitizeHtml(notification.content ?? "") };
  const img = safeImage(notification.img);
  // Until the notice has first opened: once open, its own dialog is the one open.
  const [openedOnce, opened] = useUnit([$noticeOpened, noticeOpened]);
  const otherDialog = useSyncExternalStore(onDialogClose, dialogOpen, () => false) && !openedOnce;
  const show = open && !held && !otherDialog;
  // In the task that opens the dialog (its layout effect runs first): a tap right after it is a tap
  // on the notice, which must not hold it again.
  const shown = notification.active === 2 || show;
  useLayoutEffect(() => {
    if (shown) opened();
  }, [shown, opened]);
  if (notification.active === 2) {
    // Mode 2: always visible, pinned above the bottom nav; it can be folded to one line for the visit.
    const toggle = () => {
      collapsedThisVisit = !collapsed;
      setCollapsed(!collapsed);
    };
    return (
      <aside className={styles.banner} aria-label={t("announcement.banner")} data-testid="announcement-banner" data-collapsed={collapsed}>
        <div className={styles.bannerHead}>
          <strong className={styles.bannerTitle}>{notification.title || t("announcement.title")}</strong>
          <button
            type="button"
            className="icon-btn"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t("announcement.expand") : t("announcement.collapse")}
            onClick={toggle}
          >
            <Icon name={collapsed ? "chevronUp" : "chevronDown"} />
          </button>
        </div>
        {collapsed ? null : (
          <div className={styles.bannerBody}>
            {img ? <img className={styles.bannerImg} src={img} alt="" width={96} height={50} loading="lazy" /> : null}
            {/* Sanitised above. */}
            <div className={styles.html} data-testid="announcement-html" dangerouslySetInnerHTML={html} />
          </div>
        )}
      </aside>
    );
  }
  return (
    <Dialog open={show} title={notification.title || t("announcement.title")} onClose={() => setOpen(false)} width={500}>
      <div data-testid="announcement-popup">
        {img ? <img className={styles.img} src={img} alt="" width={460} height={240} loading="lazy" /> : null}
        <div className={styles.html} data-testid="announcement-html" dangerouslySetInnerHTML={html} />
      </div>
    </Dialog>
  );
}
