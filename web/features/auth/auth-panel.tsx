import { useTranslation } from 'react-i18next'

/**
 * The decorative side of the login screen: a look with shoppable tags, the way a creator's page
 * shows it. Hidden from assistive technology; it repeats nothing the form needs.
 */
export function AuthPanel({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <div
      aria-hidden="true"
      className={`relative isolate flex-col justify-between overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-600 to-accent-500 p-10 text-white shadow-xl shadow-brand-600/20 ${className}`}
    >
      <div className="absolute -end-24 -top-24 -z-10 size-72 rounded-full bg-white/10" />
      <div className="absolute -start-16 bottom-24 -z-10 size-48 rounded-full bg-accent-500/30 blur-2xl" />
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase rtl:tracking-normal rtl:normal-case">
          {t('login.panel.eyebrow')}
        </p>
        <p className="mt-3 max-w-sm text-3xl leading-tight font-extrabold text-balance">{t('login.panel.title')}</p>
        <p className="mt-3 max-w-sm text-brand-100">{t('login.panel.text')}</p>
      </div>

      <div className="relative mx-auto mt-8 w-full max-w-xs">
        <img
          src="/images/landing/hero-look.svg"
          alt=""
          width={480}
          height={600}
          className="w-full rounded-[2rem] shadow-2xl ring-4 ring-white/20"
        />
        <Tag className="start-[8%] top-[34%]" label={t('login.panel.tag_blazer')} />
        <Tag className="end-[2%] top-[58%]" label={t('login.panel.tag_bag')} />
        <p className="absolute -bottom-4 start-1/2 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-bold whitespace-nowrap text-brand-800 shadow-lg rtl:translate-x-1/2">
          {t('login.panel.code')}
        </p>
      </div>
    </div>
  )
}

function Tag({ className, label }: { className: string; label: string }) {
  return (
    <span className={`absolute flex items-center gap-2 ${className}`}>
      <span className="relative grid size-5 place-items-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-white/60 motion-reduce:animate-none" />
        <span className="size-3 rounded-full bg-white ring-4 ring-white/40" />
      </span>
      <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold whitespace-nowrap text-zinc-900 shadow-md">{label}</span>
    </span>
  )
}
