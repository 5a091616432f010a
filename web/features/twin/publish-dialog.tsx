import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import type { ImageJson } from '../../../contract/images.ts'
import { type TwinImage, TwinPublishInput, twinApi } from '../../../contract/twin.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { primaryButtonClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { CategoryField, ExpiryField } from '../images/post-fields.tsx'
import { ResponsivePicture } from '../images/responsive-picture.tsx'
import { TagOverlay } from '../images/tag-overlay.tsx'
import { findOwnImage } from './find-own-image.ts'

const PUBLISH_FIELDS = ['category', 'expiry_date', 'description', 'discount'] as const

function readFields(form: HTMLFormElement) {
  const data = new FormData(form)
  return Object.fromEntries(PUBLISH_FIELDS.map((k) => [k, String(data.get(k) ?? '')]))
}

/**
 * Publish to my page, in one dialog: category and expiry (what every post needs), then the new
 * post opens in the dashboard's tag editor so products can be tagged right away.
 */
export function PublishDialog({
  image,
  username,
  maxDays,
  onPublished,
  onClose,
}: {
  image: TwinImage | null
  username: string
  /** The admin's expiry window (days from today). */
  maxDays: number
  onPublished: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [post, setPost] = useState<ImageJson | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // Finding the new post for the tag editor is part of publishing: the button stays busy meanwhile.
  const [finding, setFinding] = useState(false)

  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    schema: TwinPublishInput,
    read: readFields,
    onInvalid: () => setFailure(null),
    // The fields as typed: the server parses them with the same schema.
    send: (_input, form) => {
      setFailure(null)
      return call(twinApi.publish, { params: { id: image?.id ?? '' }, body: readFields(form) as z.input<typeof TwinPublishInput> })
    },
    onSuccess: async (published) => {
      setFinding(true)
      const created = await findOwnImage(published.imageId)
      setFinding(false)
      onPublished()
      if (created) setPost(created)
      else setFailure(t('twin.published.editor_unavailable'))
    },
    onFailure: (error) => setFailure(error.error || t('twin.gallery.publish_failed')),
  })

  useEffect(() => {
    if (!image) return
    setPost(null)
    setErrors({})
    setFailure(null)
  }, [image, setErrors])

  return (
    <ModalDialog open={image !== null} onClose={onClose} labelledBy={`${id}-title`} className="w-[min(94vw,28rem)]">
      <div className="grid max-h-[90vh] gap-4 overflow-y-auto p-5 sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
          {post ? t('twin.published.title') : t('twin.publish.title')}
        </h2>
        {post ? (
          <>
            <p className="text-sm text-zinc-600">{t('twin.published.hint')}</p>
            <div className="overflow-hidden rounded-2xl ring-1 ring-zinc-200" data-published-post={post.id}>
              <TagOverlay imageId={post.id} initialTags={post.tags}>
                <ResponsivePicture image={post} alt={t('twin.published.alt')} sizes="28rem" />
              </TagOverlay>
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <Link
                to={`/${encodeURIComponent(username)}`}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {t('twin.published.view_page')}
              </Link>
              <form method="dialog">
                <button type="submit" className={primaryButtonClass}>
                  {t('twin.published.done')}
                </button>
              </form>
            </div>
          </>
        ) : (
          <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
            {image && (
              <img
                src={image.url}
                alt=""
                className="mx-auto aspect-[4/5] w-28 rounded-2xl bg-zinc-100 object-cover sm:row-span-3 sm:w-full"
              />
            )}
            <CategoryField id={`${id}-category`} error={errors.category} preset="clothes" />
            <ExpiryField id={`${id}-expiry`} maxDays={maxDays} error={errors.expiry_date} preset />
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
                {t('twin.gallery.cancel')}
              </button>
              <SubmitButton busy={busy || finding} busyLabel={t('twin.publish.publishing')}>
                {t('twin.publish.submit')}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </ModalDialog>
  )
}
