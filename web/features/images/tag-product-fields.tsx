import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { decimalAmount, minorUnits } from '../../../contract/currencies.ts'
import { safeHttpUrl } from '../../../contract/links.ts'
import { type ProductField, type ProductLookup, type TagProduct, tagProductsApi } from '../../../contract/tag-products.ts'
import { secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import type { FieldErrors } from '../../components/form/use-form.ts'
import { call } from '../../lib/api.ts'
import { hasCard, TagProductCard } from './tag-product-card.tsx'

/** The fields as the creator sees them: text, the price as they write it ("49,90"). */
export interface ProductValues {
  name: string
  brand: string
  price: string
  currency: string
  availability: '' | 'in_stock' | 'out_of_stock'
}

const FIELD_OF: Record<keyof ProductValues, ProductField> = {
  name: 'name',
  brand: 'brand',
  price: 'price',
  currency: 'price',
  availability: 'availability',
}

export function valuesOf(product: TagProduct | ProductLookup['product'] | null | undefined): ProductValues {
  return {
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    price: product?.price_minor != null && product.currency ? decimalAmount(product.price_minor, product.currency) : '',
    currency: product?.currency?.toUpperCase() ?? '',
    availability: product?.availability ?? '',
  }
}

/**
 * What the tag saves of its product, or undefined when the creator left it all to the page (it
 * is read after saving). A price that is no number is sent as NaN, so the schema names the field.
 */
export function productInput(values: ProductValues, edited: ReadonlySet<ProductField>) {
  const price = values.price.trim()
  const currency = values.currency.trim()
  const empty = !values.name.trim() && !values.brand.trim() && !price && !values.availability
  if (empty && edited.size === 0) return undefined
  return {
    name: values.name,
    brand: values.brand,
    price_minor: price ? (minorUnits(price, currency || 'eur') ?? Number.NaN) : null,
    currency: price ? currency || null : null,
    availability: values.availability || null,
    edited: [...edited],
  }
}

type Status = 'idle' | 'reading' | 'done' | 'unreadable' | 'failed'

/**
 * The product's fields and the reading of the link into them. The lookup fills what the creator
 * has not typed; a field they change is theirs (`edited`), so a later read of the page leaves it.
 * An unreadable page only says so: the tag saves without a product.
 */
export function useProductLookup(initial: TagProduct | null) {
  const [values, setValues] = useState(() => valuesOf(initial))
  const [edited, setEdited] = useState<ReadonlySet<ProductField>>(() => new Set(initial?.edited ?? []))
  const [status, setStatus] = useState<Status>('idle')
  const [lastRead, setLastRead] = useState<string | null>(null)
  // The fields open when there is no product to show as a card, or when the creator asks.
  const [open, setOpen] = useState(() => !hasCard(valuesOf(initial)))

  function change(field: keyof ProductValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setEdited((e) => new Set(e).add(FIELD_OF[field]))
  }

  async function read(link: string) {
    const trimmed = safeHttpUrl(link)
    if (!trimmed || trimmed === lastRead) return
    setLastRead(trimmed)
    setStatus('reading')
    const result = await call(tagProductsApi.lookup, { body: { link: trimmed } })
    if (!result.ok) return setStatus('failed')
    if (!result.data.product) return setStatus('unreadable')
    const page = valuesOf(result.data.product)
    // What the page says is shown as a card; fields the creator already typed in stay open.
    if (edited.size === 0) setOpen(false)
    setValues((v) => {
      const next = { ...v }
      for (const key of Object.keys(page) as (keyof ProductValues)[]) {
        if (page[key] && (!edited.has(FIELD_OF[key]) || !v[key])) next[key] = page[key] as never
      }
      return next
    })
    setStatus('done')
  }

  // The stored picture belongs to the saved link, until the link is read again.
  const picture = status === 'idle' ? (initial?.image_url ?? null) : null
  const card = (status === 'done' || (status === 'idle' && initial !== null)) && hasCard(values)
  return { values, edited, status, change, read, picture, card, open: open || !card, setOpen }
}

export type ProductLookupState = ReturnType<typeof useProductLookup>

export function TagProductFields({
  id,
  state,
  link,
  errors,
}: {
  id: string
  state: ProductLookupState
  link: () => string
  errors: FieldErrors
}) {
  const { t } = useTranslation()
  const { values, status, change, read, card, open, setOpen } = state
  const panel = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const note = {
    idle: '',
    reading: t('tags.product.reading'),
    done: t('tags.product.read_done'),
    unreadable: t('tags.product.unreadable'),
    failed: t('tags.product.read_failed'),
  }[status]
  const invalid = Object.keys(errors).some((key) => key.startsWith('product.') && errors[key])
  // A field the form refuses must be seen; focus inside fields that close goes to their button.
  useEffect(() => {
    if (invalid) setOpen(true)
  }, [invalid, setOpen])
  useEffect(() => {
    if (!open && panel.current?.contains(document.activeElement)) toggle.current?.focus()
  }, [open])
  const text = (field: 'name' | 'brand', max: number) => (
    <Field id={`${id}-${field}`} label={t(`tags.product.${field}_label`)} required={false} error={errors[`product.${field}`]}>
      {(p) => (
        <input
          {...p}
          name={`product.${field}`}
          dir="auto"
          maxLength={max}
          value={values[field]}
          onChange={(e) => change(field, e.target.value)}
        />
      )}
    </Field>
  )
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-zinc-200 p-4">
      <legend className="px-1 text-sm font-bold">{t('tags.product.heading')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void read(link())} disabled={status === 'reading'} className={secondaryButtonClass}>
          {t('tags.product.read')}
        </button>
        <div
          role="status"
          className={`text-sm ${card ? 'basis-full' : 'min-w-0 flex-1'} ${status === 'unreadable' || status === 'failed' ? 'text-amber-800' : 'text-zinc-700'}`}
        >
          {card ? <TagProductCard values={values} picture={state.picture} /> : note}
        </div>
      </div>
      {card && (
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-product-fields`}
          onClick={() => setOpen(!open)}
          className="inline-flex items-center gap-1 justify-self-start rounded-full px-1 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          {t('tags.product.edit_details')}
          <span aria-hidden="true" className={`transition ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      )}
      {/* Closed, the fields stay in the form (hidden), so saving sends what the card shows. */}
      <div ref={panel} id={`${id}-product-fields`} hidden={!open} className="grid gap-4">
        {text('name', 200)}
        {text('brand', 100)}
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <Field id={`${id}-price`} label={t('tags.product.price_label')} required={false} error={errors['product.price_minor']}>
            {(p) => (
              <input
                {...p}
                name="product.price_minor"
                inputMode="decimal"
                dir="ltr"
                className={`${p.className} rtl:text-end`}
                value={values.price}
                onChange={(e) => change('price', e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-currency`} label={t('tags.product.currency_label')} error={errors['product.currency']}>
            {(p) => (
              <input
                {...p}
                name="product.currency"
                dir="ltr"
                maxLength={3}
                autoCapitalize="characters"
                placeholder="EUR"
                className={`${p.className} uppercase rtl:text-end`}
                value={values.currency}
                onChange={(e) => change('currency', e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field id={`${id}-availability`} label={t('tags.product.availability_label')} required={false}>
          {(p) => (
            <select {...p} name="product.availability" value={values.availability} onChange={(e) => change('availability', e.target.value)}>
              <option value="">{t('tags.product.availability_unknown')}</option>
              <option value="in_stock">{t('tags.product.in_stock')}</option>
              <option value="out_of_stock">{t('tags.product.out_of_stock')}</option>
            </select>
          )}
        </Field>
        <p className="text-xs text-zinc-600">{t('tags.product.picture_note')}</p>
      </div>
    </fieldset>
  )
}
