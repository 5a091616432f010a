import { z } from 'zod'
import { PasswordReset } from '../../../contract/auth.ts'

/**
 * The reset form's fields: the API's input, the password asked first (an empty one is "required",
 * not "too short"), and typed twice alike. The browser checks it before posting once its script
 * runs; the page's action checks it again for a post without the script.
 */
export const ResetPasswordFields = z
  .object({
    token: PasswordReset.shape.token,
    newPassword: z.string().min(1, 'validation.required').pipe(PasswordReset.shape.newPassword),
    confirmPassword: z.string().optional(),
  })
  // The repeat is judged only once the password itself is acceptable: one message at a time.
  .refine((input) => input.confirmPassword === input.newPassword, {
    when: (payload) => PasswordReset.shape.newPassword.safeParse((payload.value as { newPassword?: unknown }).newPassword).success,
    path: ['confirmPassword'],
    message: 'reset.new.mismatch',
  })
