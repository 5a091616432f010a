import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { createDatabase, runMigrations } from './client.ts'
import { seedDemoContent } from './seed.ts'

/** Applies the migrations, and fills a fresh embedded database with demo content (never an external one). */
export async function prepareDatabase(url: string, options: { config: Config; logger: Logger; embedded: boolean }) {
  const { db, close } = createDatabase(url, { max: 2 })
  try {
    await runMigrations(db)
    options.logger.info('database migrations applied')
    if (options.embedded && options.config.demoContent) await seedDemoContent(db, options)
  } finally {
    await close()
  }
}
