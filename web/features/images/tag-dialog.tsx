import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { ImageJson } from '../../../contract/images.ts'
import { ProductInput, type TagProduct } from '../../../contract/tag-products.ts'
import { TagCreate } from '../../../contract/tags.ts'
import { primaryButtonClass, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import type { ApiResult } from '../../lib/api.ts'
import { productInput, TagProductFields, useProductLookup } from './tag-product-fields.tsx'

type ImageTag = ImageJson['tags'][number]
/** The link and the product: the dialog checks only what it asks for. */
const TagFields = TagCreate.pick({ link: true }).extend({ product: ProductInput.optional() })
export type TagFields = z.output<typeof TagFields>

export interface TagDialogState {
  mode: 'add' | 'edit'
  link: string
  product: TagProduct | null
}

interface TagDialogProps {
  state: TagDialogState | null
  send: (fields: TagFields) => Promise<ApiResult<ImageTag>>
  onSaved: (tag: ImageTag) => void
  onFailed: () => void
  onDelete?: () => void
  onClose: () => void
}

/**
 * The add / edit tag dialog. A native modal `<dialog>`: the rest of the page is inert while it is
 * open (focus stays inside), Escape closes it, and focus goes back to what opened it. Pasting a
 * link reads its product (decision 0083), shown as a card whose fields the creator may open and correct.
 */
export function TagDialog({ state, onClose, ...props }: TagDialogProps) {
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  // Each opening starts a fresh form (its fields and what was read).
  const [opening, setOpening] = useState(0)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (state && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null
      setOpening((n) => n + 1)
      dialog.showModal()
    } else if (!state && dialog.open) dialog.close()
  }, [state])

  function closed() {
    onClose()
    opener.current?.focus?.()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={closed}
      className="m-auto max-h-[92dvh] w-[min(94vw,32rem)] overflow-y-auto rounded-3xl bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50"
    >
      {state && <TagForm key={opening} id={id} state={state} close={() => ref.current?.close()} {...props} />}
    </dialog>
  )
}

function TagForm({
  id,
  state,
  send,
  onSaved,
  onFailed,
  onDelete,
  close,
}: Omit<TagDialogProps, 'state' | 'onClose'> & { id: string; state: TagDialogState; close: () => void }) {
  const { t } = useTranslation()
  const product = useProductLookup(state.product)
  const linkInput = useRef<HTMLInputElement>(null)
  const { errors, busy, onSubmit, onInput } = useForm({
    schema: TagFields,
    read: (form) => ({ link: new FormData(form).get('link'), product: productInput(product.values, product.edited) }),
    send,
    onSuccess: (tag) => {
      onSaved(tag)
      close()
    },
    onFailure: onFailed,
  })
  const link = () => linkInput.current?.value ?? ''
  // The form is new with each opening (after the dialog took focus): the link field takes it.
  useEffect(() => linkInput.current?.focus(), [])

  return (
    <form noValidate onSubmit={onSubmit} onInput={onInput} className="grid gap-5 p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {state.mode === 'add' ? t('tags.add_title') : t('tags.edit_title')}
      </h2>
      <Field id={`${id}-link`} label={t('tags.link_label')} required error={errors.link} announce>
        {(p) => (
          <input
            {...p}
            ref={linkInput}
            name="link"
            type="url"
            inputMode="url"
            dir="ltr"
            autoComplete="url"
            defaultValue={state.link}
            placeholder={t('tags.link_placeholder')}
            className={`${p.className} rtl:text-end`}
            // A pasted link is read at once; a typed one when the field is left.
            onPaste={() => setTimeout(() => void product.read(link()), 0)}
            onBlur={() => void product.read(link())}
          />
        )}
      </Field>
      <TagProductFields id={id} state={product} link={link} errors={errors} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {t('tags.save')}
        </button>
        <button type="button" onClick={close} className={secondaryButtonClass}>
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
  )
}
