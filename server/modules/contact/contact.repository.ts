import type { Executor } from '../../db/client.ts'
import { contactMessages, type NewContactMessage } from '../../db/schema/index.ts'

export function createContactRepository() {
  return {
    async insert(db: Executor, row: Omit<NewContactMessage, 'id' | 'createdAt'>) {
      const [created] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id })
      return created
    },
  }
}
