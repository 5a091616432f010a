import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImageJson } from '../../../contract/images.ts'
import { TagCreate } from '../../../contract/tags.ts'
import { primaryButtonClass, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import type { ApiResult } from '../../lib/api.ts'

type ImageTag = ImageJson['tags'][number]
/** The link alone: the dialog checks only what it asks for. */
const TagLink = TagCreate.pick({ link: true })

export interface TagDialogState {
  mode: 'add' | 'edit'
  link: string
}

/**
 * The add / edit link dialog. A native modal `<dialog>`: the rest of the page is inert while it is
 * open (focus stays inside), Escape closes it, and focus goes back to what opened it.
 */
export function TagDialog({
  state,
  send,
  onSaved,
  onFailed,
  onDelete,
  onClose,
}: {
  state: TagDialogState | null
  send: (link: string) => Promise<ApiResult<ImageTag>>
  onSaved: (tag: ImageTag) => void
  onFailed: () => void
  onDelete?: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const { errors, setErrors, busy, onSubmit } = useForm({
    schema: TagLink,
    send: ({ link }) => send(link),
    onSuccess: (tag) => {
      onSaved(tag)
      ref.current?.close()
    },
    onFailure: onFailed,
  })
  const error = errors.link

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (state && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null
      setErrors({})
      dialog.showModal()
    } else if (!state && dialog.open) dialog.close()
  }, [state, setErrors])

  function closed() {
    onClose()
    opener.current?.focus?.()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={closed}
      className="m-auto w-[min(92vw,28rem)] rounded-3xl bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50"
    >
      {state && (
        <form noValidate onSubmit={onSubmit} className="grid gap-5 p-6">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {state.mode === 'add' ? t('tags.add_title') : t('tags.edit_title')}
          </h2>
          <Field id={`${id}-link`} label={t('tags.link_label')} required error={error} announce>
            {(p) => (
              <input
                {...p}
                name="link"
                type="url"
                inputMode="url"
                dir="ltr"
                autoComplete="url"
                defaultValue={state.link}
                placeholder={t('tags.link_placeholder')}
                className={`${p.className} rtl:text-end`}
                autoFocus
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {t('tags.save')}
            </button>
            <button type="button" onClick={() => ref.current?.close()} className={secondaryButtonClass}>
              {t('tags.cancel')}
            </button>
            {state.mode === 'edit' && onDelete && (
              <button
                type="button"
                onClick={onDelete}
                className="ms-auto rounded-full px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t('tags.delete')}
              </button>
            )}
          </div>
        </form>
      )}
    </dialog>
  )
}
