import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { getRequestContext } from '../context.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/dev-mailbox'

/**
 * Development only, and only for a browser on this machine (it shows password-reset links): what
 * the outbox adapter wrote, so a newcomer sees the mail the app sends.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { localDevClient, services } = getRequestContext(context)
  if (!localDevClient) throw data(null, { status: 404 })
  return { messages: await services.mailbox.list(), i18n: routeTranslations(context, ['dev']) }
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, 'dev'), { name: 'robots', content: 'noindex' }]

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('dev.mailbox_title')}</h1>
      <p className="mt-2 text-zinc-600">{t('dev.mailbox_intro', { dir: 'data/outbox' })}</p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-zinc-300 p-8 text-center text-zinc-600">{t('dev.empty')}</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {loaderData.messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-zinc-200 p-4">
              <article aria-label={m.subject}>
                <h2 className="font-semibold">{m.subject}</h2>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-zinc-600">
                  <dt>{t('dev.from')}</dt>
                  <dd className="text-start">
                    <bdi>{m.from}</bdi>
                  </dd>
                  <dt>{t('dev.to')}</dt>
                  <dd dir="ltr" className="text-start">
                    {m.to}
                  </dd>
                  <dt>{t('dev.date')}</dt>
                  <dd dir="ltr" className="text-start">
                    {m.date}
                  </dd>
                </dl>
                <pre className="mt-3 whitespace-pre-wrap break-words rounded bg-zinc-50 p-3 font-sans text-sm">{m.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
