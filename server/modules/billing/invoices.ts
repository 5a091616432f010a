import { randomBytes } from 'node:crypto'
import type { InvoiceSummary } from '../../../contract/billing.ts'
import type { Language } from '../../../contract/language.ts'
import type { Executor } from '../../db/client.ts'
import type { Invoice, Subscription } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { Actor } from '../users/users.service.ts'
import type { BillingRepository } from './billing.repository.ts'
import { type InvoiceIssuer, renderInvoicePdf } from './invoice-pdf.ts'

/** The invoices a person may download (those whose PDF is stored), as the API lists them. */
export function invoiceSummaries(rows: readonly Invoice[]): InvoiceSummary[] {
  return rows.flatMap((i) =>
    i.storageKey
      ? [
          {
            number: i.number,
            kind: i.kind,
            amount: i.amountCents,
            currency: i.currency,
            issued_at: i.issuedAt.toISOString(),
            file: i.storageKey,
          },
        ]
      : [],
  )
}

/** Invoice files are 32 random url-safe characters: not guessable, not enumerable. */
const FILE_NAME = /^[A-Za-z0-9_-]{32}\.pdf$/

export interface IssueInput {
  row: Subscription
  kind: Invoice['kind']
  amountCents: number
  currency: string
  periodStart?: Date | null
  periodEnd?: Date | null
  providerInvoiceId: string
  customer: { name: string; email: string; language: Language }
}

interface InvoiceDeps {
  repo: BillingRepository
  /** The configured issuer (INVOICE_*); a name, address or VAT id left unset comes from `operator`. */
  issuer: Omit<InvoiceIssuer, 'issuerName' | 'issuerAddress' | 'vatId'> & {
    prefix: string
    issuerName?: string
    issuerAddress?: string
    vatId?: string
  }
  /** The imprint of the platform settings, read when an invoice is issued. */
  operator: () => Promise<{ name: string; address: string; vatId: string }>
  /** The private store's invoices (docs/decisions/0050). */
  files: StoragePort
  translator: (lang: Language) => Translate
  now: () => Date
}

/** Our own numbered PDF invoices: issued with the payment, stored privately, read by owner or admin. */
export function createInvoices({ repo, issuer: configured, operator, files, translator, now }: InvoiceDeps) {
  async function currentIssuer(): Promise<InvoiceIssuer & { prefix: string }> {
    const imprint = await operator()
    return {
      ...configured,
      issuerName: configured.issuerName ?? imprint.name,
      issuerAddress: configured.issuerAddress ?? imprint.address,
      vatId: configured.vatId ?? imprint.vatId,
    }
  }

  /** The stored PDF; a row whose file is gone reads as not found (the row is kept, the number stays used). */
  const pdfOf = async (file: string) => {
    const pdf = await files.get(file)
    if (!pdf) throw new AppError('INVOICE_NOT_FOUND')
    return pdf
  }
  return {
    /**
     * Issues the invoice for a payment inside the payment's transaction: the number comes from a
     * counter row locked by that transaction, so numbers have no gaps and are never reused. The file
     * is written before the row that names it. Issuing the same provider invoice again does nothing.
     */
    async issue(tx: Executor, input: IssueInput): Promise<Invoice | undefined> {
      if (await repo.findInvoiceByProviderId(tx, input.providerInvoiceId)) return undefined
      const issuer = await currentIssuer()
      const issuedAt = now()
      const series = `${issuer.prefix}-${issuedAt.getUTCFullYear()}`
      const number = `${series}-${String(await repo.nextInvoiceNumber(tx, series)).padStart(6, '0')}`
      const gross = input.amountCents
      const net = Math.round((gross * 100) / (100 + issuer.vatRatePercent))
      const t = translator(input.customer.language)
      const { row } = input
      const service = t(`billing.invoice.service_${input.kind}`, {
        plan: t(`billing.plans.${row.planType}`),
        cycle: t(`billing.cycles.${row.billingCycle}`),
      })
      const pdf = await renderInvoicePdf(
        {
          number,
          issuedAt,
          language: input.customer.language,
          customerName: input.customer.name,
          customerEmail: input.customer.email,
          service,
          periodStart: input.periodStart ?? null,
          periodEnd: input.periodEnd ?? null,
          netCents: net,
          vatCents: gross - net,
          grossCents: gross,
          currency: input.currency,
          paymentMethod: row.cardLast4 ? t('billing.invoice.card_ending', { last4: row.cardLast4 }) : t('billing.invoice.card'),
        },
        issuer,
        t,
      )
      const file = `${randomBytes(24).toString('base64url')}.pdf`
      await files.put(file, pdf, 'application/pdf')
      return repo.insertInvoice(tx, {
        number,
        subscriptionId: row.id,
        userId: row.userId,
        username: row.username,
        userEmail: row.userEmail,
        amountCents: gross,
        currency: input.currency,
        providerInvoiceId: input.providerInvoiceId,
        storageKey: file,
        kind: input.kind,
        planType: row.planType,
        billingCycle: row.billingCycle,
        netCents: net,
        vatCents: gross - net,
        vatRateBp: issuer.vatExemption ? null : Math.round(issuer.vatRatePercent * 100),
        language: input.customer.language,
        periodStart: input.periodStart ?? null,
        periodEnd: input.periodEnd ?? null,
        issuedAt,
      })
    },

    /** The PDF for its owner or an admin; INVOICE_NOT_FOUND for anyone else and for unknown names. */
    async read(db: Executor, actor: Actor, file: string) {
      if (!FILE_NAME.test(file)) throw new AppError('INVOICE_NOT_FOUND')
      const invoice = await repo.findInvoiceByFile(db, file)
      if (!invoice || (actor.role !== 'admin' && invoice.userId !== actor.id)) throw new AppError('INVOICE_NOT_FOUND')
      return { invoice, pdf: await pdfOf(file) }
    },

    /** The PDF for a receipt email's attachment and the data export. */
    file: pdfOf,
  }
}

export type Invoices = ReturnType<typeof createInvoices>
