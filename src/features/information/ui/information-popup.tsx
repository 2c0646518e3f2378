import type { ReactNode } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { popupClosed } from "@/shared/popup";
import { DIALOG_WIDTH } from "@/shared/config";
import { Dialog } from "@/shared/ui/dialog";
import { RegionBoundary } from "@/shared/ui/region-boundary";
import { Tabs, type TabItem } from "@/shared/ui/tabs";
import { INFO_TABS, readTab, type InfoTab } from "../model/tabs";
import { InfoTabPanel } from "./info-tab";
import { HistoryTabPanel } from "./history-tab";
import { ActivitiesTabPanel } from "./activities-tab";
import { ReferralTabPanel } from "./referral-tab";
import { NewsTabPanel } from "./news-tab";
import styles from "./information-popup.module.css";

export interface InformationPopupProps {
  /** The refresh-credit control, composed in by the app (a feature cannot import another feature). */
  creditControl?: ReactNode;
  /** The app's notifications switch (the push feature), shown under the bank card; absent without push. */
  notificationsControl?: ReactNode;
}

/**
 * Popup mode "InformationTab" (R-INFO-1): members only, ~450 px wide, at most 600 px
 * high with the tab panel scrolling inside. The tab lives in the URL (?info=<tab>), so
 * switching tabs is a history entry and back/forward and shared links work.
 */
export function InformationPopup({ creditControl, notificationsControl }: InformationPopupProps) {
  const { t } = useTranslation("information");
  const [params, setParams] = useSearchParams();
  const close = useUnit(popupClosed);
  const tab = readTab(params.get("info"));

  const select = (next: InfoTab) => {
    if (next === tab) return;
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      out.set("info", next);
      // The referral date filter belongs to the referral tab only.
      if (next !== "referral") out.delete("date");
      return out;
    });
  };

  const items: TabItem<InfoTab>[] = INFO_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }));

  return (
    <Dialog open title={t("title")} onClose={close} width={DIALOG_WIDTH.info} className={styles.infoPopup}>
      <Tabs items={items} value={tab} onChange={select} label={t("tabsLabel")}>
        {/* One tab failing leaves the others reachable. */}
        <RegionBoundary key={tab} name={`info:${tab}`}>
          {tab === "info" ? <InfoTabPanel creditControl={creditControl} notificationsControl={notificationsControl} /> : null}
          {tab === "history" ? <HistoryTabPanel /> : null}
          {tab === "activities" ? <ActivitiesTabPanel /> : null}
          {tab === "referral" ? <ReferralTabPanel /> : null}
          {tab === "news" ? <NewsTabPanel /> : null}
        </RegionBoundary>
      </Tabs>
    </Dialog>
  );
}
