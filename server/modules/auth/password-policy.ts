import { readFileSync } from 'node:fs'
import { Password } from '../../../contract/auth.ts'
import { AppError } from '../../errors.ts'
import { fromRoot } from '../../paths.ts'

const COMMON = new Set(
  readFileSync(fromRoot('server/modules/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.trim().toLowerCase()),
)

/**
 * The whole password policy — the contract's length limits and the common-password list — in one
 * place, so accounts made outside the forms (`npm run user:create`, ADMIN_PASSWORD) get it too.
 */
export function assertAcceptablePassword(password: string, field = 'password') {
  const shape = Password.safeParse(password)
  if (!shape.success)
    throw new AppError(
      'VALIDATION_FAILED',
      shape.error.issues.map((issue) => ({ field, key: issue.message })),
    )
  if (COMMON.has(password.toLowerCase())) {
    throw new AppError('VALIDATION_FAILED', [{ field, key: 'auth.password_common' }])
  }
}
