import { Icon } from "./icon";
import { useId } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { $copyFeedback, copyRequested } from "@/shared/copy";

/** Copy control with the spec's 1-second tooltip ('copied successfully' / 'คัดลอกไม่สำเร็จ'). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const id = useId();
  const { t } = useTranslation();
  const [feedback, copy] = useUnit([$copyFeedback, copyRequested]);
  const mine = feedback?.id === id ? feedback : null;
  return (
    <span className="copy">
      <button type="button" className="btn btn-ghost btn-sm" aria-label={label} onClick={() => copy({ id, text })}>
        <Icon name="copy" /> {t("copy")}
      </button>
      {mine ? (
        <span role="status" className={`tooltip ${mine.ok ? "tooltip-ok" : "tooltip-err"}`}>
          {mine.ok ? t("copied") : t("copyFailed")}
        </span>
      ) : null}
    </span>
  );
}
