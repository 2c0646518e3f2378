import { api } from "@/shared/api";

/** The catalogue changes rarely: cache it for the visit (one ~2,000-game response). */
export const catalogueQuery = () => api.queryOptions("get", "/catalogue", {}, { staleTime: 30 * 60_000, gcTime: 60 * 60_000 });
