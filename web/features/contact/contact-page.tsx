import { useTranslation } from 'react-i18next'
import { site } from '../../../content/site.ts'
import { Icon } from '../../components/icon.tsx'
import { useSite } from '../../lib/use-site.ts'
import { ContactForm } from './contact-form.tsx'

const AUDIENCES = [
  { key: 'brands', icon: 'M4 7h16v12H4zM9 7V5h6v2M4 12h16' },
  { key: 'influencers', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM5 20c1.2-3.5 3.8-5 7-5s5.8 1.5 7 5' },
  { key: 'press', icon: 'M5 5h11v14H7a2 2 0 01-2-2V5zM16 9h3v8a2 2 0 01-2 2M8 9h5M8 13h5' },
] as const

/** Contact: who we hear from and how fast we answer, beside the form (`sent`: the form's post went out). */
export function ContactPage({ sent = false }: { sent?: boolean }) {
  const { t } = useTranslation()
  const { identity, imprint } = useSite()
  const email = identity.supportEmail || imprint.email
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[5fr_7fr] lg:gap-16 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase rtl:tracking-normal rtl:normal-case">
            {t('contact.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl">{t('contact.title')}</h1>
          <p className="mt-4 text-lg text-pretty text-zinc-600">{t('contact.intro')}</p>

          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Icon name="clock" className="size-5 text-brand-600" />
            {t('contact.reply_time', { hours: site.marketing.contactReplyHours })}
          </p>

          <h2 className="mt-10 text-lg font-bold text-zinc-900">{t('contact.audiences_title')}</h2>
          <ul className="mt-4 space-y-4">
            {AUDIENCES.map(({ key, icon }) => (
              <li key={key} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100"
                >
                  <Icon path={icon} className="size-6" />
                </span>
                <div>
                  <p className="font-semibold text-zinc-900">{t(`contact.audiences.${key}.title`)}</p>
                  <p className="text-sm text-zinc-600">{t(`contact.audiences.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>

          {email && (
            <p className="mt-10 text-sm text-zinc-600">
              {t('contact.email_us')}{' '}
              <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-brand-700 underline underline-offset-2">
                {email}
              </a>
            </p>
          )}
        </div>

        <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-brand-600/5 ring-zinc-200 sm:p-8">
          <ContactForm sent={sent} />
        </div>
      </div>
    </div>
  )
}
