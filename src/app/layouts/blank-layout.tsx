import { Outlet } from "react-router-dom";

export function BlankLayout() {
  return (
    <main id="main" className="layout layout-blank">
      <Outlet />
    </main>
  );
}
