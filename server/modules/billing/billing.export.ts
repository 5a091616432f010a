import type { Database } from '../../db/client.ts'
import type { AccountExport } from '../../lib/account-export.ts'
import type { BillingRepository } from './billing.repository.ts'
import type { Invoices } from './invoices.ts'

/**
 * Subscriptions and invoices with their PDFs. The saved card's provider reference is left out
 * (only its last four digits go); it is a handle for charging, not information about the person.
 */
export function createBillingExport({ db, repo, invoices }: { db: Database; repo: BillingRepository; invoices: Pick<Invoices, 'file'> }) {
  return async (userId: string): Promise<AccountExport> => {
    const subscriptions = (await repo.subscriptionsOf(db, userId)).map(({ paymentMethodRef: _ref, ...s }) => s)
    const issued = await repo.invoicesOf(db, userId)
    return {
      json: { 'billing/subscriptions.json': subscriptions, 'billing/invoices.json': issued },
      files: issued.flatMap(({ number, storageKey }) =>
        storageKey ? [{ name: `billing/invoices/${number}.pdf`, read: () => invoices.file(storageKey).catch(() => null) }] : [],
      ),
    }
  }
}
