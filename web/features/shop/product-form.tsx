import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PRODUCT_CATEGORIES,
  PRODUCT_MAX_IMAGES,
  type Product,
  ProductInput,
  SHOP_CURRENCY_INFO,
  type ShopCurrency,
} from '../../../contract/shop.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import { SubmitButton, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { productFormValues, productMessages, readProductForm } from './product-fields.ts'
import { ProductImagesEditor } from './product-images-editor.tsx'

/**
 * Add a product (multipart: fields and up to 4 images) or edit one (JSON fields; its images are
 * changed one by one in the editor below the fields). The parent shows the spec's messages.
 */
export function ProductForm({
  currency,
  editing,
  onSaved,
  onFailed,
  onCancel,
}: {
  currency: ShopCurrency
  editing: Product | null
  onSaved: (product: Product, kind: 'added' | 'updated') => void
  onFailed: (message: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const id = useId()
  const [files, setFiles] = useState<File[]>([])
  const [previews, setPreviews] = useState<string[]>([])
  const initial = editing ? productFormValues(editing) : null
  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    schema: ProductInput,
    read: (form) => readProductForm(new FormData(form)),
    check: (found, input) => {
      const next = productMessages(found, input, t, files.length)
      return editing || files.length > 0 ? next : { ...next, images: t('shop.form.images_required') }
    },
    send: (values) =>
      editing
        ? call(shopApi.editProduct, { params: { id: editing.id }, body: values })
        : call(shopApi.addProduct, { form: multipart(values, files) }),
    onSuccess: (product, form) => {
      if (!editing) {
        form.reset()
        setFiles([])
      }
      onSaved(product, editing ? 'updated' : 'added')
    },
    onFailure: (error) => onFailed(error.error || t(editing ? 'shop.form.update_failed' : 'shop.form.add_failed')),
  })

  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file))
    setPreviews(urls)
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [files])

  function choose(list: FileList | null) {
    const chosen = Array.from(list ?? [])
    setFiles(chosen)
    setErrors(({ images: _, ...rest }) =>
      chosen.length > PRODUCT_MAX_IMAGES ? { ...rest, images: t('errors.shop.too_many_images') } : rest,
    )
  }

  const symbol = SHOP_CURRENCY_INFO[currency].symbol
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {editing ? t('shop.form.edit_title') : t('shop.form.add_title')}
      </h2>
      <form ref={formRef} key={editing?.id ?? 'new'} noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('shop.form.name')} required error={errors.name} className="sm:col-span-2">
          {(p) => <input {...p} name="name" defaultValue={initial?.name} maxLength={120} autoComplete="off" />}
        </Field>
        <Field id={`${id}-price`} label={t('shop.form.price', { symbol })} required error={errors.price}>
          {(p) => <input {...p} name="price" defaultValue={initial?.price} inputMode="decimal" dir="ltr" placeholder="19.99" />}
        </Field>
        <Field id={`${id}-stock`} label={t('shop.form.stock')} required error={errors.stock}>
          {(p) => <input {...p} name="stock" type="number" min={0} step={1} defaultValue={initial?.stock ?? '1'} dir="ltr" />}
        </Field>
        {/* Spec §3: an empty category is "other", so that is where the select starts. */}
        <Field id={`${id}-category`} label={t('shop.form.category')} error={errors.category}>
          {(p) => (
            <select {...p} name="category" defaultValue={initial?.category ?? 'other'}>
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`shop.categories.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-discount`}
          label={t('shop.form.discount')}
          required={false}
          hint={t('shop.form.discount_hint')}
          error={errors.discount}
        >
          {(p) => <input {...p} name="discount" defaultValue={initial?.discount} maxLength={300} autoComplete="off" />}
        </Field>
        <Field id={`${id}-description`} label={t('shop.form.description')} required error={errors.description} className="sm:col-span-2">
          {(p) => <textarea {...p} name="description" defaultValue={initial?.description} rows={3} maxLength={500} />}
        </Field>
        <Field
          id={`${id}-banner`}
          label={t('shop.form.banner_url')}
          required={false}
          hint={t('shop.form.banner_hint')}
          error={errors.banner_url}
          className="sm:col-span-2"
        >
          {(p) => <input {...p} name="banner_url" type="url" defaultValue={initial?.banner_url} dir="ltr" placeholder="https://" />}
        </Field>
        {editing ? (
          <ProductImagesEditor product={editing} onChanged={(product) => onSaved(product, 'updated')} onFailed={onFailed} />
        ) : (
          <Field
            id={`${id}-images`}
            label={t('shop.form.images')}
            required
            hint={t('shop.form.images_hint')}
            error={errors.images}
            announce
            className="sm:col-span-2"
          >
            {(p) => (
              <>
                <input
                  {...p}
                  name="images"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  multiple
                  onChange={(e) => choose(e.currentTarget.files)}
                  className={`${p.className} file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
                />
                {previews.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {previews.map((src, index) => (
                      <li key={src}>
                        <img
                          src={src}
                          alt={t('shop.form.preview_alt', { number: index + 1 })}
                          className="size-16 rounded-xl object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </Field>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('shop.form.saving')}>
            {editing ? t('shop.form.submit_edit') : t('shop.form.submit_add')}
          </SubmitButton>
          {editing && (
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              {t('shop.form.cancel')}
            </button>
          )}
        </div>
      </form>
    </section>
  )
}

function multipart(values: Record<string, unknown>, files: File[]) {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined) data.set(key, String(value))
  for (const file of files) data.append('images', file)
  return data
}
