import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_MAX_IMAGES, type Product } from '../../../contract/shop.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import { ScriptButton, Spinner } from '../../components/form/buttons.tsx'
import { type ApiResult, call } from '../../lib/api.ts'

/** An existing product's images: remove one, or add one while there are fewer than 4. */
export function ProductImagesEditor({
  product,
  onChanged,
  onFailed,
}: {
  product: Product
  onChanged: (product: Product) => void
  onFailed: (message: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const full = product.images.length >= PRODUCT_MAX_IMAGES

  async function run(send: () => Promise<ApiResult<Product>>) {
    setBusy(true)
    const result = await send()
    setBusy(false)
    if (result.ok) onChanged(result.data)
    else onFailed(result.error.error || t('shop.form.update_failed'))
  }

  function add(file: File | undefined) {
    if (!file) return
    const data = new FormData()
    data.set('image', file)
    void run(() => call(shopApi.addImage, { params: { id: product.id }, form: data }))
  }

  return (
    <fieldset className="sm:col-span-2" aria-busy={busy}>
      <legend className="text-sm font-semibold text-zinc-800">{t('shop.form.images')}</legend>
      <ul className="mt-2 flex flex-wrap gap-3">
        {product.images.map((image, index) => (
          <li key={image.url} className="relative">
            <img
              src={image.url}
              alt={t('shop.store.image_alt', { name: product.name, number: index + 1 })}
              className="size-20 rounded-xl object-cover"
            />
            <ScriptButton
              disabled={busy}
              onClick={() => void run(() => call(shopApi.removeImage, { params: { id: product.id, index } }))}
              aria-label={t('shop.form.remove_image', { number: index + 1 })}
              className="absolute -top-2 -end-2 grid size-7 place-items-center rounded-full bg-zinc-900 text-sm font-bold text-white ring-2 ring-white"
            >
              ×
            </ScriptButton>
          </li>
        ))}
        <li>
          <label
            htmlFor={`${id}-add`}
            className={`grid size-20 place-items-center rounded-xl border-2 border-dashed text-2xl text-zinc-500 ${full ? 'border-zinc-200 opacity-50' : 'cursor-pointer border-zinc-300 hover:border-brand-500'}`}
          >
            {busy ? <Spinner className="size-5 border-zinc-300 border-t-brand-600" /> : '+'}
            <span className="sr-only">{t('shop.form.add_image')}</span>
          </label>
          <input
            id={`${id}-add`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy || full}
            onChange={(e) => {
              add(e.currentTarget.files?.[0])
              e.currentTarget.value = ''
            }}
            className="sr-only"
          />
        </li>
      </ul>
      <p className="mt-2 text-sm text-zinc-600">{full ? t('errors.shop.too_many_images') : t('shop.form.images_hint')}</p>
    </fieldset>
  )
}
