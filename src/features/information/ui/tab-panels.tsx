import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { VirtualList, type VirtualListProps } from "@/shared/ui/virtual-list";
import type { InfoTab } from "../model/tabs";
import styles from "./tab-panels.module.css";

/** A card of a tab: a section named by its gold title. */
export function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.infoCard} aria-labelledby={id}>
      <h3 id={id} className={styles.infoCardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A tab's virtualised list of cards 8 px apart (history items, events), named after the tab. */
export function TabList<T>({ tab, ...list }: { tab: InfoTab } & Omit<VirtualListProps<T>, "gap" | "className" | "aria-label">) {
  const { t } = useTranslation("information");
  return <VirtualList {...list} gap={8} className={styles.cardList} aria-label={t(`tabs.${tab}`)} />;
}
