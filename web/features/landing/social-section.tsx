import { useTranslation } from 'react-i18next'
import { SocialIcon } from '../../components/social-icon.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { isolate } from '../../lib/bidi.ts'
import { useSite } from '../../lib/use-site.ts'
import { Reveal } from './reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

const BADGE: Record<string, string> = {
  facebook: 'bg-blue-600',
  instagram: 'bg-linear-to-br from-amber-500 via-pink-600 to-brand-700',
  tiktok: 'bg-zinc-900',
  youtube: 'bg-red-600',
}

/** The platform's social accounts (platform settings) with their follower counts and Follow Me / Subscribe links. */
export function SocialSection() {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const { social } = useSite().identity
  return (
    <section aria-labelledby="social-title" className="overflow-x-clip py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="social-title" title={t('landing.social.title')} center>
          {t('landing.social.text')}
        </SectionHeading>
        <Reveal from="start">
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {social.map((account) => {
              const network = t(`landing.social.networks.${account.network}`)
              const subscribe = account.network === 'youtube'
              return (
                <li
                  key={account.network}
                  className="flex flex-col items-center rounded-3xl border border-zinc-200 bg-white p-5 text-center shadow-sm sm:p-6"
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-12 items-center justify-center rounded-2xl text-white ${BADGE[account.network]}`}
                  >
                    <SocialIcon network={account.network} />
                  </span>
                  <p className="mt-3 text-sm font-semibold text-zinc-700">{network}</p>
                  {account.followers && (
                    <>
                      <p className="mt-1 text-3xl font-extrabold text-zinc-900">{isolate(account.followers, dir)}</p>
                      <p className="text-sm text-zinc-600">{subscribe ? t('landing.social.subscribers') : t('landing.social.followers')}</p>
                    </>
                  )}
                  <a
                    href={account.url}
                    rel="noopener noreferrer"
                    className={`mt-4 w-full rounded-full px-4 py-2.5 text-sm font-semibold transition ${
                      subscribe ? 'bg-red-700 text-white hover:bg-red-800' : 'bg-brand-600 text-white hover:bg-brand-700'
                    }`}
                  >
                    {subscribe ? t('landing.social.subscribe') : t('landing.social.follow')}
                    <span className="sr-only"> {t('landing.social.on_network', { network })}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </Reveal>
      </div>
    </section>
  )
}
