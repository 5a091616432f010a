import { useTranslation } from 'react-i18next'
import type { AdminLinkHealth } from '../../../contract/link-health.ts'
import { LoadError } from '../../components/load-error.tsx'

/** Link health for admins: links per verdict, and the hosts with the most problem links (none when it could not be read). */
export function LinkHealthCard({ data }: { data: AdminLinkHealth | null }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <section aria-labelledby="admin-link-health" className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
      <h2 id="admin-link-health" className="text-lg font-bold text-zinc-900">
        {t('links.admin.title')}
      </h2>
      {!data && <LoadError className="mt-3" message={t('links.admin.load_failed')} />}
      {data && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <table className="self-start text-sm">
            <caption className="text-start font-semibold text-zinc-700">{t('links.admin.verdicts')}</caption>
            <tbody>
              {data.counts.map((row) => (
                <tr key={row.verdict ?? 'pending'}>
                  <th scope="row" className="py-1 pe-3 text-start font-normal text-zinc-700">
                    {t(`links.verdict.${row.verdict ?? 'pending'}`)}
                  </th>
                  <td className="py-1 text-end font-semibold tabular-nums">{number.format(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="self-start text-sm">
            <caption className="text-start font-semibold text-zinc-700">{t('links.admin.failing_hosts')}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pe-3 text-start font-semibold">
                  {t('links.admin.host')}
                </th>
                <th scope="col" className="py-1 text-end font-semibold">
                  {t('links.admin.failing')}
                </th>
                <th scope="col" className="py-1 ps-3 text-end font-semibold">
                  {t('links.admin.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.failing_hosts.length === 0 && (
                <tr>
                  <td colSpan={3} className="py-1 text-zinc-600">
                    {t('links.admin.none')}
                  </td>
                </tr>
              )}
              {data.failing_hosts.map((host) => (
                <tr key={host.host}>
                  <td className="py-1 pe-3" dir="ltr">
                    {host.host}
                  </td>
                  <td className="py-1 text-end tabular-nums">{number.format(host.failing)}</td>
                  <td className="py-1 ps-3 text-end tabular-nums">{number.format(host.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
