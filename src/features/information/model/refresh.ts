import { sample } from "effector";
import { popupShown } from "@/shared/popup";
import { createProfileRefresh } from "@/entities/profile";

/** The information popup opened: refresh the profile first, behind the full-screen loader (R-FLOW-5). */
export const { opened: informationOpened, refreshFx: refreshProfileFx } = createProfileRefresh();
sample({ clock: popupShown, filter: (mode) => mode === "InformationTab", target: informationOpened });
