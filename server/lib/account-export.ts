import type { StoragePort } from '../ports/storage/index.ts'

/** One stored file of a data export: its path in the archive, read when the archive reaches it. */
export interface ExportFile {
  name: string
  read(): Promise<Buffer | null>
}

/**
 * A module's part of an account's data export: JSON documents by archive path
 * (`images/images.json`) and the stored files that go with them. Only the account's own rows;
 * secrets (password hashes, tokens, saved payment methods) never.
 */
export interface AccountExport {
  json: Record<string, unknown>
  files?: ExportFile[]
}

/** A stored file under `folder` in the archive, named after its key (unique, as keys are). */
export function storedFile(store: Pick<StoragePort, 'get'>, key: string, folder: string): ExportFile {
  return { name: `${folder}/${key.replaceAll('/', '_')}`, read: () => store.get(key) }
}
