import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LEGAL_PLACEHOLDERS, type PlaceholderName } from '../../../content/legal/legal-placeholders.ts'
import { LANGUAGES } from '../../../contract/language.ts'
import { LEGAL_TEXT_PATHS, LegalTextInput, type LegalTextsView, type LegalTextView, legalTextsApi } from '../../../contract/legal-texts.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { call } from '../../lib/api.ts'
import { formatDate } from '../../lib/format.ts'
import { useSettingsForm } from './use-settings-form.ts'

function readText(form: HTMLFormElement): unknown {
  const data = new FormData(form)
  return {
    effectiveDate: String(data.get('effectiveDate') ?? ''),
    content: Object.fromEntries(LANGUAGES.map((lang) => [lang, String(data.get(`content.${lang}`) ?? '')])),
  }
}

/** The privacy policy, terms of use and cookie policy, each edited as Markdown in every language. */
export function LegalTextsPanel({ view }: { view: LegalTextsView | null }) {
  const { t } = useTranslation()
  if (!view) return <LoadError message={t('operator.legal.load_failed')} />
  return (
    <div className="grid gap-6">
      <p className="text-sm text-zinc-600">{t('operator.legal.hint')}</p>
      <Placeholders />
      {view.texts.map((text) => (
        // Keyed by kind: after a save the form keeps what was typed (the text now in force) and its message.
        <LegalTextForm key={text.kind} text={text} />
      ))}
    </div>
  )
}

/** What the texts may quote from the settings: `{name}` and what it becomes. */
function Placeholders() {
  const { t } = useTranslation()
  const meaning = (name: PlaceholderName) => {
    const [, plan, cycle] = name.split('.')
    return plan && cycle
      ? t('operator.legal.placeholders.price', { plan: t(`operator.prices.plans.${plan}`), cycle: t(`operator.prices.cycles.${cycle}`) })
      : t(`operator.legal.placeholders.${name}`)
  }
  return (
    <details className={`${cardClass} text-sm text-zinc-700`} data-testid="legal-placeholders">
      <summary className="cursor-pointer font-semibold text-zinc-900">{t('operator.legal.placeholders.title')}</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {LEGAL_PLACEHOLDERS.map((name) => (
          <div key={name} className="contents">
            <dt>
              <code dir="ltr" className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-900">{`{${name}}`}</code>
            </dt>
            <dd className="mb-2 sm:mb-0">{meaning(name)}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

function LegalTextForm({ text }: { text: LegalTextView }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const { errors, busy, onSubmit, onInput, formRef, flash, hydrated } = useSettingsForm({
    schema: LegalTextInput,
    read: readText,
    send: (body) => call(legalTextsApi.update, { params: { kind: text.kind }, body }),
    saved: t('operator.legal.saved'),
    failed: () => t('operator.legal.failed'),
  })
  const title = t(`operator.legal.kinds.${text.kind}`)
  const earlier = text.versions.filter((v) => v.version !== text.version)

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      aria-labelledby={`${id}-title`}
      className={`${cardClass} grid gap-4`}
      data-testid={`legal-${text.kind}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
          {title}
        </h2>
        <a href={LEGAL_TEXT_PATHS[text.kind]} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('operator.legal.open', { title })}
        </a>
      </div>
      <p className="text-sm text-zinc-600">
        {text.version === 0
          ? t('operator.legal.shipped')
          : t('operator.legal.version', { version: text.version, date: formatDate(text.effectiveDate, i18n.language) })}
      </p>
      {earlier.length > 0 && (
        <details className="text-sm text-zinc-600">
          <summary className="cursor-pointer font-medium text-zinc-800">{t('operator.legal.earlier')}</summary>
          <ul className="mt-2 grid gap-1 ps-4">
            {earlier.map((v) => (
              <li key={v.version}>
                {v.version === 0
                  ? t('operator.legal.shipped_entry', { date: formatDate(v.effectiveDate, i18n.language) })
                  : t('operator.legal.version_entry', {
                      version: v.version,
                      date: formatDate(v.effectiveDate, i18n.language),
                      saved: v.savedAt ? formatDate(v.savedAt, i18n.language) : '',
                    })}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Field id={`${id}-date`} label={t('operator.legal.effective_date')} error={errors.effectiveDate} className="sm:max-w-xs">
        {(p) => <input {...p} name="effectiveDate" type="date" defaultValue={text.effectiveDate} />}
      </Field>
      {LANGUAGES.map((lang) => (
        <Field
          key={lang}
          id={`${id}-${lang}`}
          label={t('operator.legal.text_in', { language: t(`operator.legal.languages.${lang}`) })}
          hint={lang === 'en' ? t('operator.legal.markdown_hint') : undefined}
          error={errors[`content.${lang}`]}
        >
          {(p) => (
            <textarea
              {...p}
              name={`content.${lang}`}
              rows={12}
              defaultValue={text.content[lang]}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              className={`${p.className} font-mono text-sm`}
            />
          )}
        </Field>
      ))}
      <div>
        <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('operator.saving')} className="px-6">
          {t('operator.legal.save', { title })}
        </SubmitButton>
        <FlashMessage flash={flash} />
      </div>
    </form>
  )
}
