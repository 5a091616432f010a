import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type TwinImage, type TwinPublished, TwinPublishInput } from '../../../contract/ai.ts'
import { addDays, utcToday } from '../../../contract/dates.ts'
import { IMAGE_CATEGORIES, type ImageJson } from '../../../contract/images.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { primaryButtonClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { Notice } from '../../components/notice.tsx'
import { api } from '../../lib/api.ts'
import { issueMessages, translateAll } from '../../lib/form-errors.ts'
import { ResponsivePicture } from '../images/responsive-picture.tsx'
import { TagOverlay } from '../images/tag-overlay.tsx'
import { findOwnImage } from './find-own-image.ts'

/**
 * Publish to my page, in one dialog: category and expiry (what every post needs), then the new
 * post opens in the dashboard's tag editor so products can be tagged right away.
 */
export function PublishDialog({
  image,
  username,
  onPublished,
  onClose,
}: {
  image: TwinImage | null
  username: string
  onPublished: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [post, setPost] = useState<ImageJson | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [maxDays, setMaxDays] = useState(7)
  const today = utcToday()

  useEffect(() => {
    if (!image) return
    setPost(null)
    setErrors({})
    setFailure(null)
    void api<{ max_expiry_days: number }>('/api/images/settings').then((r) => r.ok && setMaxDays(r.data.max_expiry_days))
  }, [image])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!image) return
    const data = new FormData(event.currentTarget)
    const fields = Object.fromEntries(['category', 'expiry_date', 'description', 'discount'].map((k) => [k, String(data.get(k) ?? '')]))
    const parsed = TwinPublishInput.safeParse(fields)
    if (!parsed.success) return setErrors(translateAll(issueMessages(parsed.error.issues), t))
    setErrors({})
    setBusy(true)
    const result = await api<TwinPublished>(`/api/twin/images/${image.id}/publish`, { body: fields })
    if (!result.ok) {
      setBusy(false)
      return setFailure(result.error.error || t('ai.gallery.publish_failed'))
    }
    const created = await findOwnImage(result.data.imageId)
    setBusy(false)
    onPublished()
    if (created) setPost(created)
    else setFailure(t('ai.published.editor_unavailable'))
  }

  return (
    <ModalDialog open={image !== null} onClose={onClose} labelledBy={`${id}-title`} className="w-[min(94vw,28rem)]">
      <div className="grid max-h-[90vh] gap-4 overflow-y-auto p-5 sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
          {post ? t('ai.published.title') : t('ai.publish.title')}
        </h2>
        {post ? (
          <>
            <p className="text-sm text-zinc-600">{t('ai.published.hint')}</p>
            <div className="overflow-hidden rounded-2xl ring-1 ring-zinc-200" data-published-post={post.id}>
              <TagOverlay imageId={post.id} initialTags={post.tags}>
                <ResponsivePicture image={post} alt={t('ai.published.alt')} sizes="28rem" />
              </TagOverlay>
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <Link
                to={`/${encodeURIComponent(username)}`}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {t('ai.published.view_page')}
              </Link>
              <form method="dialog">
                <button type="submit" className={primaryButtonClass}>
                  {t('ai.published.done')}
                </button>
              </form>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            {image && (
              <img
                src={image.url}
                alt=""
                className="mx-auto aspect-[4/5] w-28 rounded-2xl bg-zinc-100 object-cover sm:row-span-3 sm:w-full"
              />
            )}
            <Field id={`${id}-category`} label={t('images.category_label')} required error={errors.category}>
              {(p) => (
                <select {...p} name="category" defaultValue="clothes">
                  {IMAGE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`images.categories.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-expiry`} label={t('images.expiry_label')} required error={errors.expiry_date}>
              {(p) => (
                <input
                  {...p}
                  name="expiry_date"
                  type="date"
                  min={today}
                  max={addDays(today, maxDays)}
                  key={maxDays}
                  defaultValue={addDays(today, maxDays)}
                />
              )}
            </Field>
            <Field id={`${id}-description`} label={t('images.description_label')} required={false} error={errors.description}>
              {(p) => <input {...p} name="description" defaultValue={image?.prompt ?? ''} />}
            </Field>
            <Field
              id={`${id}-discount`}
              className="sm:col-span-2"
              label={t('images.discount_label')}
              required={false}
              error={errors.discount}
            >
              {(p) => <input {...p} name="discount" />}
            </Field>
            {failure && (
              <Notice tone="error" className="sm:col-span-2">
                {failure}
              </Notice>
            )}
            <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
              <button
                type="button"
                onClick={onClose}
                className="min-h-11 rounded-full px-4 text-sm font-semibold text-zinc-700 hover:bg-zinc-100"
              >
                {t('ai.gallery.cancel')}
              </button>
              <SubmitButton busy={busy} busyLabel={t('ai.publish.publishing')}>
                {t('ai.publish.submit')}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </ModalDialog>
  )
}
