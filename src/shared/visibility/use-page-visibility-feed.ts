import { useEffect } from "react";
import { useUnit } from "effector-react";
import { pageVisibilityChanged } from "./model";

/** Mount once at app level: forwards document visibility into the scope. */
export function usePageVisibilityFeed(): void {
  const changed = useUnit(pageVisibilityChanged);
  useEffect(() => {
    const onChange = () => changed(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [changed]);
}
