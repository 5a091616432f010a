import { useTranslation } from 'react-i18next'
import { followersApi } from '../../../contract/followers.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'

/** Characters of a look's description shown as its title in the list. */
const TITLE_CHARS = 80

/** When the next new-look mail goes to the creator's followers and which looks it holds. */
export function NextDigestNote() {
  const { t, i18n } = useTranslation()
  const { data } = useEndpoint(followersApi.nextDigest, {})
  if (!data) return null
  const count = data.looks.length
  return (
    <div className="mt-4 rounded-2xl bg-zinc-50 p-4 text-sm text-zinc-700" data-next-digest>
      <h3 className="font-semibold text-zinc-900">{t('followers.dashboard.next_title')}</h3>
      {data.at === null ? (
        <p className="mt-1">{t('followers.dashboard.next_none')}</p>
      ) : (
        <>
          <p className="mt-1">
            {t('followers.dashboard.next', {
              when: formatDateTime(data.at, i18n.language),
              count,
            })}
          </p>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {data.looks.map((look) => (
              <li key={look.id} dir="auto" className="[overflow-wrap:anywhere]">
                {look.description.trim() ? truncate(look.description.trim()) : t('followers.dashboard.next_untitled')}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function truncate(text: string) {
  const line = text.split('\n')[0]!
  return line.length > TITLE_CHARS ? `${line.slice(0, TITLE_CHARS - 1)}…` : line
}
