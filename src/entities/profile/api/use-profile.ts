import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session/@x/profile";
import { profileQuery } from "./profile";

/** The member's profile; disabled (and undefined) for guests. */
export function useProfile() {
  const authed = useUnit($isAuthenticated);
  const q = useQuery({ ...profileQuery(), enabled: authed });
  return { ...q, profile: authed ? q.data?.data : undefined };
}
