import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { REPORT_CATEGORIES, REPORT_EXPLANATION_MAX } from '../../../contract/moderation.ts'
import type { ReportTarget } from '../../../contract/moderation-api.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'

/**
 * /report?kind=…&id=…: the DSA notice form (Art. 16(2)) for one item, named and linked at the top.
 * A look's form may name one of its product links instead. It posts to the route action, so it
 * works without JavaScript; then the page says what happens next (a receipt, or confirm by mail).
 */
export function ReportPage({
  target,
  signedInAs,
  filed,
}: {
  target: ReportTarget
  signedInAs: string | null
  filed?: 'received' | 'confirm'
}) {
  const { t } = useTranslation()
  const id = useId()
  const failure = useFormFailure()
  const [busy, setBusy] = useState(false)
  const values = failure?.values ?? {}
  const errors = failure?.fieldErrors ?? {}
  const general = failure && !Object.keys(errors).length ? failure.error : undefined
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <section className="rounded-3xl bg-white p-6 text-start shadow-xl ring-1 ring-zinc-200 sm:p-8">
        <h1 className="text-2xl font-bold text-zinc-900">{filed ? t('moderation.form.received_title') : t('moderation.form.title')}</h1>
        <div className="mt-4 rounded-2xl bg-zinc-50 p-4 ring-1 ring-zinc-200">
          <p className="text-xs font-semibold text-zinc-600 uppercase">{t(`moderation.kinds.${target.kind}`)}</p>
          <p className="mt-1 font-semibold [overflow-wrap:anywhere] text-zinc-900" dir="auto">
            {target.label}
          </p>
          <p className="mt-1 text-sm text-zinc-600">
            <Link to={`/${target.creator.username}`} className={linkClass}>
              {t('moderation.form.by', { creator: target.creator.name })}
            </Link>
          </p>
          <p className="mt-1 text-xs [overflow-wrap:anywhere] text-zinc-500" dir="ltr">
            {target.url}
          </p>
        </div>
        {filed ? (
          <div className="mt-4" role="status">
            <Notice tone="success">{t(filed === 'received' ? 'moderation.form.received' : 'moderation.form.confirm_sent')}</Notice>
          </div>
        ) : (
          <Form method="post" noValidate onSubmit={() => setBusy(true)} className="mt-5 space-y-5">
            <p className="text-sm text-zinc-600">{t('moderation.form.intro')}</p>
            {general && <Notice tone="error">{general}</Notice>}
            <input type="hidden" name="item_kind" value={target.kind} />
            <input type="hidden" name="item_id" value={target.id} />
            {target.tag_links.length > 0 && (
              <fieldset>
                <legend className="text-sm font-semibold text-zinc-800">{t('moderation.form.item')}</legend>
                <div className="mt-2 space-y-2">
                  {[
                    { id: 'item', label: t('moderation.form.whole_look') },
                    ...target.tag_links.map((l) => ({ id: l.id, label: t('moderation.form.tag_link', { host: l.host }) })),
                  ].map((choice) => (
                    <label key={choice.id} className="flex items-center gap-3 text-sm text-zinc-800">
                      <input
                        type="radio"
                        name="target"
                        value={choice.id}
                        defaultChecked={(values.target ?? 'item') === choice.id}
                        className="size-5 accent-brand-600"
                      />
                      <span dir="auto">{choice.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <Field id={`${id}-category`} label={t('moderation.form.category')} required error={errors.category}>
              {(control) => (
                <select {...control} name="category" defaultValue={values.category ?? ''}>
                  <option value="" disabled>
                    —
                  </option>
                  {REPORT_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`moderation.categories.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id={`${id}-explanation`}
              label={t('moderation.form.explanation')}
              required
              hint={t('moderation.form.explanation_hint')}
              error={errors.explanation}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="explanation"
                  rows={5}
                  maxLength={REPORT_EXPLANATION_MAX}
                  defaultValue={values.explanation}
                  dir="auto"
                />
              )}
            </Field>
            <label className="flex items-start gap-3 text-sm text-zinc-800">
              <input
                name="threat_to_life"
                type="checkbox"
                defaultChecked={values.threat_to_life === 'on'}
                className="mt-0.5 size-5 shrink-0 accent-red-600"
              />
              <span>{t('moderation.form.threat')}</span>
            </label>
            {signedInAs ? (
              <p className="text-sm text-zinc-600">{t('moderation.form.signed_in_as', { name: signedInAs })}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <p className="text-sm text-zinc-600 sm:col-span-2">{t('moderation.form.identity_hint')}</p>
                <Field id={`${id}-name`} label={t('moderation.form.name')} error={errors.name}>
                  {(control) => <input {...control} name="name" autoComplete="name" defaultValue={values.name} dir="auto" />}
                </Field>
                <Field id={`${id}-email`} label={t('moderation.form.email')} error={errors.email}>
                  {(control) => <input {...control} name="email" type="email" autoComplete="email" dir="ltr" defaultValue={values.email} />}
                </Field>
              </div>
            )}
            <div>
              <label className="flex items-start gap-3 text-sm text-zinc-800">
                <input
                  name="good_faith"
                  type="checkbox"
                  aria-invalid={errors.good_faith ? true : undefined}
                  aria-describedby={errors.good_faith ? `${id}-good-faith-error` : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-brand-600"
                />
                <span>{t('moderation.form.good_faith')}</span>
              </label>
              {errors.good_faith && (
                <p id={`${id}-good-faith-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors.good_faith}
                </p>
              )}
            </div>
            <SubmitButton busy={busy && !failure} busyLabel={t('moderation.form.submit')}>
              {t('moderation.form.submit')}
            </SubmitButton>
          </Form>
        )}
        <p className="mt-6">
          <a href={target.url.replace(/^https?:\/\/[^/]+/, '')} className={linkClass}>
            {t('moderation.form.back')}
          </a>
        </p>
      </section>
    </div>
  )
}

/** The confirm link's page: a button (a mail scanner opening the link confirms nothing). */
export function ConfirmReportPage({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation()
  const failure = useFormFailure()
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <section className="rounded-3xl bg-white p-6 text-start shadow-xl ring-1 ring-zinc-200 sm:p-8">
        <h1 className="text-2xl font-bold text-zinc-900">{t('moderation.confirm.title')}</h1>
        {confirmed ? (
          <div className="mt-4" role="status">
            <Notice tone="success">{t('moderation.confirm.done')}</Notice>
          </div>
        ) : (
          <Form method="post" className="mt-4 space-y-4">
            {failure && <Notice tone="error">{failure.error}</Notice>}
            <SubmitButton busy={false} busyLabel={t('moderation.confirm.button')}>
              {t('moderation.confirm.button')}
            </SubmitButton>
          </Form>
        )}
      </section>
    </div>
  )
}
