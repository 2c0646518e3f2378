/** Tab order of R-INFO-1: 0 info, 1 history, 2 activities, 3 referral, then news. */
export const INFO_TABS = ["info", "history", "activities", "referral", "news"] as const;
export type InfoTab = (typeof INFO_TABS)[number];

/** Unknown or empty ?info= values open the first tab. */
export const readTab = (value: string | null): InfoTab => ((INFO_TABS as readonly string[]).includes(value ?? "") ? (value as InfoTab) : "info");
