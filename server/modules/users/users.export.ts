import type { Database } from '../../db/client.ts'
import { type AccountExport, storedFile } from '../../lib/account-export.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { UsersRepository } from './users.repository.ts'

/** The account and profile (`account.json`) and the avatar; never the password hash or the session version. */
export function createUsersExport({ db, repo, storage }: { db: Database; repo: UsersRepository; storage: StoragePort }) {
  return async (userId: string): Promise<AccountExport> => {
    const user = await repo.findById(db, userId)
    if (!user) return { json: {} }
    const { passwordHash: _hash, tokenVersion: _version, ...account } = user
    return { json: { 'account.json': account }, files: user.photo ? [storedFile(storage, user.photo, 'profile')] : [] }
  }
}
