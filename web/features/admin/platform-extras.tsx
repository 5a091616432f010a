import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { siteApi } from '../../../contract/site-api.ts'
import { IMPRINT_LOCALIZED_FIELDS, IMPRINT_OVERRIDE_LANGUAGES, SITE_NETWORKS, type SiteSettings } from '../../../contract/site-settings.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useBrand } from '../../lib/use-site.ts'

type Social = SiteSettings['identity']['social']

/** The platform's social accounts: add, edit, remove (none is fine). Named `identity.social.<i>.<field>`. */
export function SocialFields({ initial, errors }: { initial: Social; errors: Record<string, string | undefined> }) {
  const { t } = useTranslation()
  const id = useId()
  const [rows, setRows] = useState(() => initial.map((account, index) => ({ ...account, key: index })))
  const next = useRef(initial.length)
  const unused = SITE_NETWORKS.filter((network) => !rows.some((row) => row.network === network))
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="text-base font-semibold text-zinc-900">{t('admin.site.social.title')}</legend>
      <p className="text-sm text-zinc-600">{t('admin.site.social.hint')}</p>
      {rows.length === 0 && <p className="text-sm text-zinc-600">{t('admin.site.social.none')}</p>}
      {rows.map((row, index) => {
        const network = t(`footer.networks.${row.network}`)
        return (
          <div key={row.key} className="grid gap-3 rounded-2xl bg-zinc-50 p-3 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-end">
            <Field id={`${id}-${row.key}-network`} label={t('admin.site.social.network')}>
              {(p) => (
                <select
                  {...p}
                  name={`identity.social.${index}.network`}
                  value={row.network}
                  onChange={(event) =>
                    setRows(
                      rows.map((r) => (r.key === row.key ? { ...r, network: event.target.value as (typeof SITE_NETWORKS)[number] } : r)),
                    )
                  }
                >
                  {SITE_NETWORKS.filter((n) => n === row.network || unused.includes(n)).map((n) => (
                    <option key={n} value={n}>
                      {t(`footer.networks.${n}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-${row.key}-url`} label={t('admin.site.social.url')} error={errors[`identity.social.${index}.url`]}>
              {(p) => <input {...p} name={`identity.social.${index}.url`} type="url" defaultValue={row.url} dir="ltr" />}
            </Field>
            <Field
              id={`${id}-${row.key}-followers`}
              label={t('admin.site.social.followers')}
              error={errors[`identity.social.${index}.followers`]}
            >
              {(p) => <input {...p} name={`identity.social.${index}.followers`} defaultValue={row.followers} dir="ltr" />}
            </Field>
            <button
              type="button"
              className={`${secondaryButtonClass} px-3 py-2 text-sm`}
              onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
            >
              {t('admin.site.social.remove', { network })}
            </button>
          </div>
        )
      })}
      {unused.length > 0 && (
        <div>
          <button
            type="button"
            className={`${secondaryButtonClass} px-4 py-2 text-sm`}
            onClick={() => setRows([...rows, { network: unused[0], url: '', followers: '', key: next.current++ }])}
          >
            {t('admin.site.social.add')}
          </button>
        </div>
      )}
    </fieldset>
  )
}

/** The form's social rows as the settings document has them. */
export function readSocial(data: FormData): Social {
  const rows: Social = []
  for (let index = 0; data.has(`identity.social.${index}.network`); index++) {
    const value = (field: string) => String(data.get(`identity.social.${index}.${field}`) ?? '')
    rows.push({ network: value('network') as Social[number]['network'], url: value('url'), followers: value('followers') })
  }
  return rows
}

/** German and Arabic imprint facts where they differ; named `imprint.localized.<lang>.<field>`. */
export function LocalizedImprintFields({
  localized,
  errors,
}: {
  localized: SiteSettings['imprint']['localized']
  errors: Record<string, string | undefined>
}) {
  const { t } = useTranslation()
  const id = useId()
  return IMPRINT_OVERRIDE_LANGUAGES.map((lang) => {
    const language = t(`admin.site.languages.${lang}`)
    return (
      <fieldset key={lang} className="grid gap-3 sm:col-span-2 sm:grid-cols-2" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <legend className="text-base font-semibold text-zinc-900">{t('admin.site.localized.title', { language })}</legend>
        <p className="text-sm text-zinc-600 sm:col-span-2">{t('admin.site.localized.hint')}</p>
        {IMPRINT_LOCALIZED_FIELDS.map((field) => {
          const name = `imprint.localized.${lang}.${field}`
          return (
            <Field
              key={field}
              id={`${id}-${lang}-${field}`}
              label={t('admin.site.localized.field', { field: t(`admin.site.fields.${field}`), language })}
              error={errors[name]}
            >
              {(p) => <input {...p} name={name} defaultValue={localized[lang][field]} dir="auto" />}
            </Field>
          )
        })}
      </fieldset>
    )
  })
}

/** The form's localized imprint facts as the settings document has them. */
export function readLocalized(data: FormData): SiteSettings['imprint']['localized'] {
  const one = (lang: string) =>
    Object.fromEntries(IMPRINT_LOCALIZED_FIELDS.map((field) => [field, String(data.get(`imprint.localized.${lang}.${field}`) ?? '')]))
  return { de: one('de'), ar: one('ar') } as SiteSettings['imprint']['localized']
}

/** Logo and favicon: uploaded through the image pipeline on their own, outside the settings form. */
export function BrandAssets() {
  const { t } = useTranslation()
  const id = useId()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const brand = useBrand()
  const [flash, show] = useFlash()
  const [busy, setBusy] = useState(false)

  async function send(asset: 'logo' | 'favicon', file: File | null) {
    setBusy(true)
    const form = new FormData()
    if (file) form.set('file', file)
    const params = { asset }
    const result = file ? await call(siteApi.uploadAsset, { params, form }) : await call(siteApi.clearAsset, { params })
    setBusy(false)
    if (result.ok) {
      show('success', t(file ? 'admin.site.brand.uploaded' : 'admin.site.brand.removed'))
      void revalidator.revalidate()
    } else show('error', result.error.error || t('admin.site.brand.failed'))
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} grid gap-4`}>
      <h3 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
        {t('admin.site.brand.title')}
      </h3>
      <p className="text-sm text-zinc-600">{t('admin.site.brand.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['logo', 'favicon'] as const).map((asset) => (
          <div key={asset} className="grid gap-2">
            <label htmlFor={`${id}-${asset}`} className="text-sm font-medium text-zinc-800">
              {t(`admin.site.brand.${asset}`)}
            </label>
            <div className="flex h-16 items-center rounded-2xl bg-zinc-50 px-3 ring-1 ring-zinc-200">
              {brand[asset] ? (
                <img src={brand[asset] ?? ''} alt="" className="max-h-12 w-auto" />
              ) : (
                <span className="text-sm text-zinc-600">{t('admin.site.brand.default')}</span>
              )}
            </div>
            <input
              id={`${id}-${asset}`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              disabled={!hydrated || busy}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null
                event.currentTarget.value = ''
                if (file) void send(asset, file)
              }}
              className="text-sm"
            />
            {brand[asset] && (
              <button
                type="button"
                disabled={!hydrated || busy}
                onClick={() => send(asset, null)}
                className={`${secondaryButtonClass} justify-self-start px-3 py-1.5 text-sm`}
              >
                {t('admin.site.brand.remove')}
              </button>
            )}
          </div>
        ))}
      </div>
      <FlashMessage flash={flash} />
    </section>
  )
}
