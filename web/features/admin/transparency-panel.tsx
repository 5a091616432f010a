import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { type TransparencyReport, transparencyApi } from '../../../contract/transparency.ts'
import { LoadError } from '../../components/load-error.tsx'
import { urlOf } from '../../lib/api.ts'

type Rows = [label: string, value: number | string][]

/**
 * Transparency (DSA Art. 15, 24): the figures of a period chosen with a plain GET form (so it works
 * without script), and links to the CSV and to the statements of reasons for the Commission's database.
 */
export function TransparencyPanel({ report, from, to }: { report: TransparencyReport | null; from: string; to: string }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const hours = (value: number | null) =>
    value === null ? t('transparency.none') : t('transparency.hours', { hours: number.format(value) })
  return (
    <div className="grid gap-6">
      <section aria-labelledby="transparency-title" className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
        <h2 id="transparency-title" className="text-xl font-bold text-zinc-900">
          {t('transparency.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('transparency.intro')}</p>
        <Form method="get" action="/admin" preventScrollReset className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="tab" value="transparency" />
          {(['from', 'to'] as const).map((name) => (
            <label key={name} className="grid gap-1 text-sm font-semibold text-zinc-800">
              {t(`transparency.${name}`)}
              <input
                type="date"
                name={name}
                defaultValue={name === 'from' ? from : to}
                required
                className="rounded-xl border border-zinc-300 px-3 py-2 text-base font-normal"
              />
            </label>
          ))}
          <button type="submit" className="min-h-11 rounded-full bg-zinc-900 px-5 text-sm font-semibold text-white hover:bg-zinc-700">
            {t('transparency.show')}
          </button>
        </Form>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a
            href={urlOf(transparencyApi.csv, { query: { from, to } })}
            download
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('transparency.download_csv')}
          </a>
          <a
            href={urlOf(transparencyApi.statements, { query: { from, to } })}
            download
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('transparency.download_statements')}
          </a>
        </p>
        <p className="mt-2 text-xs text-zinc-600">{t('transparency.statements_hint')}</p>
      </section>
      {report ? <Figures report={report} hours={hours} /> : <LoadError message={t('transparency.load_failed')} />}
    </div>
  )
}

function Figures({ report, hours }: { report: TransparencyReport; hours: (value: number | null) => string }) {
  const { t } = useTranslation()
  const { notices, decisions, complaints, suspensions } = report
  const tables: [string, Rows][] = [
    [
      t('transparency.notices'),
      [
        [t('transparency.notices_total'), notices.total],
        [t('transparency.threat_to_life'), notices.threat_to_life],
        [t('transparency.median_notice'), hours(notices.median_hours_to_decision)],
      ],
    ],
    [t('transparency.by_category'), Object.entries(notices.by_category).map(([k, v]) => [t(`transparency.category.${k}`), v])],
    [t('transparency.by_outcome'), Object.entries(notices.by_outcome).map(([k, v]) => [t(`transparency.outcome.${k}`), v])],
    [
      t('transparency.decisions'),
      [
        [t('transparency.decisions_total'), decisions.total],
        ...Object.entries(decisions.by_outcome).map(([k, v]): [string, number] => [t(`transparency.outcome.${k}`), v]),
        [t('transparency.own_initiative'), decisions.own_initiative],
        [t('transparency.automated'), decisions.automated],
        [t('transparency.reversed'), decisions.reversed],
      ],
    ],
    [
      t('transparency.complaints'),
      [
        [t('transparency.complaints_total'), complaints.total],
        ...Object.entries(complaints.by_outcome).map(([k, v]): [string, number] => [t(`transparency.outcome.${k}`), v]),
        [t('transparency.median_complaint'), hours(complaints.median_hours_to_decision)],
      ],
    ],
    [t('transparency.suspensions'), Object.entries(suspensions).map(([k, v]) => [t(`transparency.suspension.${k}`), v])],
  ]
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {tables.map(([caption, rows]) => (
        <FigureTable key={caption} caption={caption} rows={rows} />
      ))}
    </div>
  )
}

/** A two-column table narrow enough for half the panel (the admin's stacked tables need 44rem). */
function FigureTable({ caption, rows }: { caption: string; rows: Rows }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-zinc-200">
      <table className="w-full text-sm">
        <caption className="bg-zinc-50 px-4 py-3 text-start text-base font-bold text-zinc-900">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('transparency.key')}</th>
            <th scope="col">{t('transparency.count')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="px-4 py-2 text-start font-medium text-zinc-800">
                {label}
              </th>
              <td className="px-4 py-2 text-end whitespace-nowrap text-zinc-900 tabular-nums">
                {typeof value === 'number' ? number.format(value) : value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
