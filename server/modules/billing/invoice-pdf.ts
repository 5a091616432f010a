import { formatMoney } from '../../../contract/intl.ts'
import type { Language } from '../../../contract/language.ts'
import type { Translate } from '../../i18n.ts'
import { FlowWriter, type TextStyle } from '../../lib/pdf/flow-writer.ts'
import { PDF_MARGIN as MARGIN, openPdf } from '../../lib/pdf/fonts.ts'

export interface InvoiceIssuer {
  issuerName: string
  issuerAddress: string
  vatId: string
  vatRatePercent: number
  vatExemption?: string
}

/** Everything printed on an invoice; amounts in cents. */
export interface InvoiceDocument {
  number: string
  issuedAt: Date
  language: Language
  customerName: string
  customerEmail: string
  service: string
  periodStart: Date | null
  periodEnd: Date | null
  netCents: number
  vatCents: number
  grossCents: number
  currency: string
  paymentMethod: string
}

function styles(lang: Language): Record<'title' | 'heading' | 'body' | 'total', TextStyle> {
  const leading = lang === 'ar' ? 1.75 : 1.45
  return {
    title: { font: 'Bold', size: 20, color: '#111111', leading: 1.5 },
    heading: { font: 'Bold', size: 11, color: '#111111', leading },
    body: { font: 'Regular', size: 10, color: '#222222', leading },
    total: { font: 'Bold', size: 12, color: '#111111', leading },
  }
}

/**
 * An A4 invoice with the fields §14 UStG asks for: issuer with address and VAT id, customer,
 * number, date, service and period, net, VAT rate and amount (or the exemption note), gross.
 * Lines flow through the terms PDFs' writer, so Arabic reads right to left.
 */
export function renderInvoicePdf(invoice: InvoiceDocument, issuer: InvoiceIssuer, t: Translate): Promise<Buffer> {
  const lang = invoice.language
  const money = (cents: number) => formatMoney(cents, invoice.currency, lang)
  const date = (d: Date) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(d)
  const { doc, done } = openPdf({
    lang,
    displayTitle: true,
    info: { Title: `${t('billing.invoice.title')} ${invoice.number}`, Author: issuer.issuerName },
  })
  const style = styles(lang)
  const frame = { left: MARGIN, right: doc.page.width - MARGIN, top: MARGIN, bottom: doc.page.height - MARGIN }
  const writer = new FlowWriter(doc, lang === 'ar' ? 'rtl' : 'ltr', frame)
  const line = (label: string, value: string, s = style.body) => writer.paragraph(`${label}: ${value}`, s)

  writer.paragraph(`${t('billing.invoice.title')} ${invoice.number}`, style.title)
  line(t('billing.invoice.date'), date(invoice.issuedAt))
  writer.space(10)
  writer.paragraph(t('billing.invoice.from'), style.heading)
  writer.paragraph(issuer.issuerName, style.body)
  writer.paragraph(issuer.issuerAddress, style.body)
  line(t('billing.invoice.vat_id'), issuer.vatId)
  writer.space(10)
  writer.paragraph(t('billing.invoice.to'), style.heading)
  writer.paragraph(invoice.customerName, style.body)
  writer.paragraph(invoice.customerEmail, style.body)
  writer.space(10)
  line(t('billing.invoice.service'), invoice.service, style.heading)
  if (invoice.periodStart && invoice.periodEnd) {
    line(t('billing.invoice.period'), `${date(invoice.periodStart)} – ${date(invoice.periodEnd)}`)
  }
  writer.space(10)
  line(t('billing.invoice.net'), money(invoice.netCents))
  if (issuer.vatExemption) writer.paragraph(issuer.vatExemption, style.body)
  else line(t('billing.invoice.vat', { rate: issuer.vatRatePercent }), money(invoice.vatCents))
  line(t('billing.invoice.gross'), money(invoice.grossCents), style.total)
  writer.space(10)
  line(t('billing.invoice.payment_method'), invoice.paymentMethod)
  writer.paragraph(t('billing.invoice.paid_note'), style.body)
  doc.end()
  return done
}
