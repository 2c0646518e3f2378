import { useState } from "react";
import DOMPurify from "dompurify";
import { useTranslation } from "react-i18next";
import type { ServerNotification } from "@/shared/api";
import { Dialog } from "@/shared/ui";

/** Server HTML is untrusted: sanitised, no scripts, handlers, frames or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "iframe", "form", "input", "button", "textarea", "select", "object", "embed"],
    FORBID_ATTR: ["style"],
  });
}

const safeImage = (src: string | null | undefined): string | null =>
  src && /^(https?:\/\/|\/)/i.test(src) ? src : null;

export function AnnouncementView({ notification }: { notification: ServerNotification }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const html = { __html: sanitizeHtml(notification.content ?? "") };
  const img = safeImage(notification.img);
  if (notification.active === 2) {
    // Mode 2: an always-visible banner.
    return (
      <aside className="announcement-banner" aria-label={t("announcement.banner")} data-testid="announcement-banner">
        {/* Sanitised above. */}
        <div className="announcement-html" dangerouslySetInnerHTML={html} />
      </aside>
    );
  }
  return (
    <Dialog open={open} title={notification.title || t("announcement.title")} onClose={() => setOpen(false)} width={500}>
      <div data-testid="announcement-popup">
        {img ? <img className="announcement-img" src={img} alt="" width={460} height={240} loading="lazy" /> : null}
        <div className="announcement-html" dangerouslySetInnerHTML={html} />
      </div>
    </Dialog>
  );
}
