import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { type MyBadgeRequest, StorySubmit } from '../../../contract/badges.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useActionForm } from '../../components/form/use-action-form.ts'
import { formatDate } from '../../lib/format.ts'
import { useDashboardResult } from './dashboard-result.ts'

/**
 * The verified-badge request for unverified creators: the caption code to put in the post, the
 * post URL, then the pending state until an admin decides. Hidden once the badge is verified.
 * `mine` is the loader's read (again after a request is sent); null when it failed. The URL posts
 * to the dashboard's action, so it is sent before and without the page's script.
 */
export function BadgeRequest({ initial: mine }: { initial: MyBadgeRequest | null }) {
  const { t, i18n } = useTranslation()
  const result = useDashboardResult('badge', {
    saved: t('badges.submitted'),
    failed: (failure) => (failure.code === 'VALIDATION_FAILED' ? '' : failure.error) || t('badges.submit_failed'),
  })
  const { formRef, errors, failure, busy, onSubmit, onInput } = useActionForm({ schema: StorySubmit, intent: 'badge' })
  const fieldError = errors.storyUrl

  if (mine?.badge_verified) return null
  const request = mine?.request ?? null
  const pending = request?.status === 'pending'

  return (
    <section aria-labelledby="badge-title" className={cardClass}>
      <h2 id="badge-title" className="text-lg font-bold text-zinc-900">
        {t('badges.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('badges.caption_hint')}</p>
      <p className="mt-3">
        <code dir="ltr" className="inline-block rounded-xl bg-brand-50 px-4 py-2 font-mono text-lg font-bold text-brand-800 select-all">
          {mine?.caption_code ?? '\u00a0'}
        </code>
      </p>

      {pending && (
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <span className="shrink-0 rounded-full bg-amber-500 px-2.5 py-0.5 text-xs font-bold text-zinc-950">
            {t('badges.status.pending')}
          </span>
          <div className="min-w-0 text-sm text-amber-900">
            <p className="font-medium">{t('badges.pending')}</p>
            <p className="mt-1 truncate" dir="ltr">
              {request.story_url}
            </p>
            <p className="mt-1">
              <time dateTime={request.submitted_at}>{formatDate(request.submitted_at, i18n.language)}</time>
            </p>
          </div>
        </div>
      )}

      {request?.status === 'rejected' && (
        <div className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{t('badges.status.rejected')}</p>
          {request.rejection_reason && <p className="mt-1">{request.rejection_reason}</p>}
        </div>
      )}

      {mine && !pending && (
        <Form ref={formRef} method="post" onSubmit={onSubmit} onInput={onInput} noValidate preventScrollReset className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="badge" />
          <Field id="badge-url" label={t('badges.url_label')} error={fieldError} announce>
            {(control) => (
              <input
                {...control}
                name="storyUrl"
                type="url"
                inputMode="url"
                dir="ltr"
                placeholder={t('badges.url_placeholder')}
                defaultValue={failure?.values?.storyUrl}
                className={`${control.className} rtl:text-end`}
              />
            )}
          </Field>
          <SubmitButton busy={busy} busyLabel={t('badges.submitting')} className="px-6 py-2.5 text-sm">
            {t('badges.submit')}
          </SubmitButton>
        </Form>
      )}
      <FlashMessage flash={result.flash} />
    </section>
  )
}
