import { z } from "@/shared/lib/zod";
import type { UpdatePasswordBody } from "@/shared/api";
import { newPasswordShape, withPasswordMatch, type Expect, type FitsBody } from "@/shared/lib/form";

/** The match check is the shared schema-level one (R-VAL-3's store-level reading). */
export const changePasswordSchema = withPasswordMatch(
  z.object({
    old_password: z.string().min(1, "password.oldRequired"),
    ...newPasswordShape("password.newRequired"),
  }),
);
type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
type _ChangePasswordContract = Expect<FitsBody<ChangePasswordForm, UpdatePasswordBody>>;
