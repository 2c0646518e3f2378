import { Outlet } from "react-router-dom";
import { RegionBoundary } from "@/shared/ui/region-boundary";
import { MemberFailureActions } from "../error-page";

export function BlankLayout() {
  return (
    <MemberFailureActions>
      <main id="main" className="layout layout-blank">
        <RegionBoundary name="page">
          <Outlet />
        </RegionBoundary>
      </main>
    </MemberFailureActions>
  );
}
