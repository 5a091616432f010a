import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../../../contract/language.ts'
import { siteApi } from '../../../contract/site-api.ts'
import { IMPRINT_JURISDICTIONS, SiteSettings } from '../../../contract/site-settings.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { call } from '../../lib/api.ts'
import { BrandAssets, LocalizedImprintFields, readLocalized, readSocial, SocialFields } from './platform-extras.tsx'
import { useSettingsForm } from './use-settings-form.ts'

type Settings = SiteSettings
const TEXT_FIELDS = {
  identity: ['name', 'brandColor', 'supportEmail'],
  imprint: [
    'company',
    'legalForm',
    'representative',
    'street',
    'postalCode',
    'city',
    'email',
    'phone',
    'registerCourt',
    'registerNumber',
    'vatId',
  ],
  marketing: ['verifiedCreators', 'niches', 'rating', 'ceoName'],
} as const

/** The form as the settings document: `group.field` names, the countries per language, the partners switch. */
function readSettings(form: HTMLFormElement): unknown {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const group = <K extends keyof typeof TEXT_FIELDS>(key: K) =>
    Object.fromEntries(TEXT_FIELDS[key].map((field) => [field, text(`${key}.${field}`)]))
  return {
    identity: { ...group('identity'), social: readSocial(data) },
    imprint: {
      ...group('imprint'),
      jurisdiction: text('imprint.jurisdiction'),
      country: Object.fromEntries(LANGUAGES.map((lang) => [lang, text(`imprint.country.${lang}`)])),
      localized: readLocalized(data),
    },
    marketing: { ...group('marketing'), showPartners: data.get('marketing.showPartners') === 'on' },
  }
}

/** The operator's name, imprint and marketing figures; public pages show a change at once. */
export function PlatformPanel({ settings }: { settings: Settings | null }) {
  const { t } = useTranslation()
  const id = useId()
  const { errors, busy, onSubmit, onInput, formRef, flash, hydrated } = useSettingsForm({
    schema: SiteSettings,
    read: (form) => readSettings(form),
    send: (body) => call(siteApi.update, { body }),
    saved: t('admin.site.saved'),
    failed: () => t('admin.site.failed'),
  })
  if (!settings) return <LoadError message={t('admin.site.load_failed')} />

  const field = (group: keyof typeof TEXT_FIELDS, name: string, value: string, type = 'text') => {
    const key = `${group}.${name}`
    return (
      <Field key={key} id={`${id}-${group}-${name}`} label={t(`admin.site.fields.${name}`)} error={errors[key]}>
        {(p) => <input {...p} name={key} type={type} defaultValue={value} dir="auto" />}
      </Field>
    )
  }
  const section = (group: keyof typeof TEXT_FIELDS, extra?: React.ReactNode) => (
    <fieldset className={`${cardClass} grid gap-3 sm:grid-cols-2`}>
      <legend className="px-1 text-lg font-bold text-zinc-900">{t(`admin.site.groups.${group}`)}</legend>
      <p className="text-sm text-zinc-600 sm:col-span-2">{t(`admin.site.hints.${group}`)}</p>
      {TEXT_FIELDS[group].map((name) =>
        field(
          group,
          name,
          String((settings[group] as Record<string, unknown>)[name] ?? ''),
          name.endsWith('mail') || name === 'supportEmail' ? 'email' : 'text',
        ),
      )}
      {extra}
    </fieldset>
  )

  return (
    <div className="grid gap-6">
      <BrandAssets />
      <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} className="grid gap-6">
        {section('identity', <SocialFields initial={settings.identity.social} errors={errors} />)}
        {section('imprint', [
          <Field
            key="jurisdiction"
            id={`${id}-jurisdiction`}
            label={t('admin.site.fields.jurisdiction')}
            error={errors['imprint.jurisdiction']}
            className="sm:col-span-2"
          >
            {(p) => (
              <select {...p} name="imprint.jurisdiction" defaultValue={settings.imprint.jurisdiction}>
                {IMPRINT_JURISDICTIONS.map((jurisdiction) => (
                  <option key={jurisdiction} value={jurisdiction}>
                    {t(`admin.site.jurisdictions.${jurisdiction}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>,
          ...LANGUAGES.map((lang) => (
            <Field
              key={lang}
              id={`${id}-country-${lang}`}
              label={t('admin.site.fields.country', { language: lang.toUpperCase() })}
              error={errors[`imprint.country.${lang}`]}
            >
              {(p) => (
                <input
                  {...p}
                  name={`imprint.country.${lang}`}
                  defaultValue={settings.imprint.country[lang]}
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                />
              )}
            </Field>
          )),
          <LocalizedImprintFields key="localized" localized={settings.imprint.localized} errors={errors} />,
        ])}
        {section(
          'marketing',
          <label className="flex items-center gap-2 text-sm font-medium text-zinc-800 sm:col-span-2">
            <input type="checkbox" name="marketing.showPartners" defaultChecked={settings.marketing.showPartners} className="size-4" />
            {t('admin.site.fields.showPartners')}
          </label>,
        )}
        <div>
          <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('admin.site.saving')} className="px-6">
            {t('admin.site.save')}
          </SubmitButton>
          <FlashMessage flash={flash} />
        </div>
      </form>
    </div>
  )
}
