import { randomUUID } from 'node:crypto'
import type { Database } from '../../server/db/client.ts'
import { type NewUser, type User, users } from '../../server/db/schema/index.ts'
import { hashPassword } from '../../server/modules/auth/password.ts'

export const FACTORY_PASSWORD = 'correct-horse-battery-staple'

/** An approved, paid creator with unique username/email; override anything. */
export async function createUser(
  db: Database,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User & { password: string }> {
  const id = randomUUID().slice(0, 8)
  const password = overrides.password ?? FACTORY_PASSWORD
  const [row] = await db
    .insert(users)
    .values({
      username: `creator_${id}`,
      email: `creator-${id}@example.com`,
      pageName: `Creator ${id}`,
      approved: true,
      paymentStatus: 'paid',
      ...overrides,
      passwordHash: await hashPassword(password),
    })
    .returning()
  return { ...row, password }
}

export function createAdmin(db: Database, overrides: Partial<NewUser> = {}) {
  return createUser(db, { role: 'admin', ...overrides })
}

/** A valid registration form (POST /api/auth/create-checkout-session) with unique username/email; override anything. */
export function registrationInput(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().replaceAll('-', '').slice(0, 10)
  return {
    username: `creator_${id}`,
    email: `creator-${id}@example.com`,
    password: 'a-long-and-unusual-secret',
    page_name: 'Looks by Mia',
    phone: '+49 170 1234567',
    birthdate: '1995-04-02',
    billingCycle: 'monthly',
    planType: 'basic',
    acceptTerms: true,
    ...overrides,
  }
}
