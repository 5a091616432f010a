/** Moved to server/lib/zip.ts (the data export streams archives too); kept so existing imports work. */
export { storedZip } from '../../lib/zip.ts'
