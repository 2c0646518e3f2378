import { api } from "@/shared/api";

/** POST /login (form-encoded: send `asForm(values)`). */
export const useLogin = () => api.useMutation("post", "/login");
