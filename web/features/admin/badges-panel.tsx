import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import type { PendingStory } from '../../../contract/admin.ts'
import { BadgeReviewBody, badgesApi } from '../../../contract/badges.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import type { ShowFlash } from '../../components/flash.tsx'
import { secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { LoadError } from '../../components/load-error.tsx'
import { type ApiResult, call } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { failureText, focusPanel } from './admin-data.ts'
import { safeHttpUrl } from './safe-url.ts'
import { ACTION_TONES, actionButtonClass, dangerButtonClass, EmptyState, TableFrame, Th, tdClass } from './table-ui.tsx'

const REASON_MAX = 500

/** Badge Requests: the pending posts, oldest first, each approved or rejected (optional reason). */
export function BadgesPanel({ stories, notify }: { stories: PendingStory[] | null; notify: ShowFlash }) {
  const { t, i18n } = useTranslation()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<PendingStory | null>(null)

  async function review(story: PendingStory, body: { action: 'approve' | 'reject'; rejectionReason?: string }) {
    setPending(story.id)
    const result = await call(badgesApi.review, { params: { id: story.id }, body })
    if (result.ok) {
      await revalidator.revalidate()
      notify('success', t(body.action === 'approve' ? 'admin.badges.approved' : 'admin.badges.rejected', { username: story.username }))
      focusPanel()
    } else notify('error', failureText(result, t('admin.badges.update_failed')))
    setPending(null)
    return result
  }

  if (!stories) return <LoadError message={t('admin.badges.load_failed')} />
  if (stories.length === 0) return <EmptyState>{t('admin.badges.empty')}</EmptyState>
  return (
    <>
      <TableFrame
        caption={t('admin.badges.caption')}
        head={
          <>
            <Th>{t('admin.badges.username')}</Th>
            <Th>{t('admin.badges.url')}</Th>
            <Th>{t('admin.badges.submitted')}</Th>
            <Th end>{t('admin.badges.actions')}</Th>
          </>
        }
      >
        {stories.map((story) => {
          const href = safeHttpUrl(story.story_url)
          return (
            <tr key={story.id}>
              <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
                <bdi>{story.username}</bdi>
              </th>
              <td className={`${tdClass} max-w-[20rem] break-all`} data-label={t('admin.badges.url')}>
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {story.story_url}
                  </a>
                ) : (
                  <span dir="ltr">{story.story_url}</span>
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.badges.submitted')}>
                <time dateTime={story.submitted_at}>{formatDateTime(story.submitted_at, i18n.language)}</time>
              </td>
              <td className={`${tdClass} text-end`}>
                <div className="flex flex-wrap justify-start gap-2 md:flex-nowrap md:justify-end">
                  <button
                    type="button"
                    disabled={!hydrated || pending !== null}
                    onClick={() => review(story, { action: 'approve' })}
                    className={`${actionButtonClass} ${ACTION_TONES.approve}`}
                  >
                    {t('admin.badges.approve')}
                    <span className="sr-only"> {story.username}</span>
                  </button>
                  <button
                    type="button"
                    disabled={!hydrated || pending !== null}
                    onClick={() => setRejecting(story)}
                    className={`${actionButtonClass} ${ACTION_TONES.danger}`}
                  >
                    {t('admin.badges.reject')}
                    <span className="sr-only"> {story.username}</span>
                  </button>
                </div>
              </td>
            </tr>
          )
        })}
      </TableFrame>
      <RejectDialog
        story={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(story, reason) => review(story, { action: 'reject', rejectionReason: reason })}
      />
    </>
  )
}

/** Asks for the optional reason, which the creator receives with the rejection. */
function RejectDialog({
  story,
  onClose,
  onReject,
}: {
  story: PendingStory | null
  onClose: () => void
  onReject: (story: PendingStory, reason: string | undefined) => Promise<ApiResult<unknown>>
}) {
  const { t } = useTranslation()
  const id = useId()
  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    schema: BadgeReviewBody,
    read: (form) => ({ action: 'reject', rejectionReason: String(new FormData(form).get('rejectionReason') ?? '').trim() || undefined }),
    send: (body) => onReject(story as PendingStory, body.rejectionReason),
    onSuccess: () => onClose(),
    // The page's message sits behind the modal, so a failure is also said here.
    onFailure: () => setErrors({ rejectionReason: t('admin.badges.update_failed') }),
  })
  const error = errors.rejectionReason

  return (
    <ModalDialog open={story !== null} onClose={onClose} labelledBy={`${id}-title`} fallbackFocus="admin-panel">
      <form ref={formRef} noValidate onSubmit={(event) => (story ? onSubmit(event) : event.preventDefault())} className="grid gap-5 p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('admin.badges.reject_title', { username: story?.username ?? '' })}
        </h2>
        <Field
          id={`${id}-reason`}
          label={t('admin.badges.reason_label')}
          required={false}
          hint={t('admin.badges.reason_hint')}
          error={error}
        >
          {(p) => (
            <textarea {...p} name="rejectionReason" rows={3} dir="auto" maxLength={REASON_MAX} className={`${p.className} resize-y`} />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {t('admin.badges.cancel')}
          </button>
          <button type="submit" disabled={busy} className={dangerButtonClass}>
            {t('admin.badges.reject_confirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
