import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { VirtualList } from "@/shared/ui/virtual-list";
import { DIALOG_WIDTH } from "@/shared/config";
import { useProfile } from "@/entities/profile";
import { $selectedPromotionId, NO_PROMOTION, promotionDeclinedInPicker, promotionPickerClosed, promotionSelected } from "../model/deposit";
import styles from "./promotion-popup.module.css";

/** The member's promotions to choose from; back returns to the deposit form. */
export function PromotionPopup() {
  const { t } = useTranslation("deposit");
  const { t: tc } = useTranslation();
  const { profile } = useProfile();
  const [selectedId, select, decline, back] = useUnit([$selectedPromotionId, promotionSelected, promotionDeclinedInPicker, promotionPickerClosed]);
  const promotions = profile?.promotions ?? [];
  return (
    <Dialog
      open
      title={t("promotion.title")}
      width={DIALOG_WIDTH.deposit}
      className={styles.promoPopup}
      onClose={() => back()}
      footer={
        <Button variant="secondary" onClick={() => back()} icon={null}>
          {tc("back")}
        </Button>
      }
    >
      {promotions.length > 0 ? (
        <button
          type="button"
          className={`chip ${styles.promoItem} ${styles.promoDecline}`}
          aria-pressed={selectedId === NO_PROMOTION}
          onClick={() => decline()}
        >
          <span>{t("promotion.decline")}</span>
        </button>
      ) : null}
      {promotions.length === 0 ? (
        <p className={styles.moneyEmpty}>{t("promotion.notFound")}</p>
      ) : (
        // Virtualised: a member may be offered thousands of promotions.
        <VirtualList
          items={promotions}
          estimate={64}
          gap={8}
          className={styles.promoList}
          itemKey={(p) => p.id}
          renderItem={(p) => (
            <button
              type="button"
              className={`chip ${styles.promoItem}`}
              aria-pressed={selectedId === p.id}
              aria-label={t("promotion.select", { name: p.name })}
              onClick={() => select(p.id)}
            >
              <img src={p.image_url} alt="" loading="lazy" />
              <span>{p.name}</span>
            </button>
          )}
        />
      )}
    </Dialog>
  );
}
