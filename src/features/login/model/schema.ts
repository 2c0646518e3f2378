import { z } from "@/shared/lib/zod";
import type { LoginBody } from "@/shared/api";
import { loginPhoneRule, type Expect, type FitsBody } from "@/shared/lib/form";

/** Login checks presence only: the member's password may predate today's password rules. */
export const loginSchema = z.object({
  phone: loginPhoneRule(),
  password: z.string().min(1, "password.required"),
});
export type LoginForm = z.infer<typeof loginSchema>;
type _LoginContract = Expect<FitsBody<LoginForm, LoginBody>>;
