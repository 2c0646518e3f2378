import { api } from "@/shared/api";

export const useUpdatePassword = () => api.useMutation("post", "/customers/update-password");
