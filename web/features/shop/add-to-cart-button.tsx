import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** How long "Added" shows after a click (spec §9: add-to-cart feedback 1.5 s). */
export const ADDED_FEEDBACK_MS = 1500

type Label = 'add' | 'added' | 'remove' | 'out_of_stock'

/**
 * The spec's add-to-cart states: "Out of stock" (disabled) when the stock is 0 or the cart holds
 * all of it; "Added" for 1.5 s after a click; then "Remove" while the product is in the cart.
 */
export function cartButtonLabel({ held, left, justAdded }: { held: number; left: number; justAdded: boolean }): Label {
  if (justAdded) return 'added'
  if (left === 0) return 'out_of_stock'
  return held > 0 ? 'remove' : 'add'
}

export function AddToCartButton({
  id,
  name,
  cartPath,
  held,
  left,
  onAdd,
  onRemove,
}: {
  id: string
  name: string
  /** The cart page, whose action adds the product when the page's script has not run (decision 0081). */
  cartPath: string
  /** How many the cart holds. */
  held: number
  /** How many more the cart can take. */
  left: number
  onAdd: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const [justAdded, setJustAdded] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const label = cartButtonLabel({ held, left, justAdded })

  function click() {
    if (label === 'remove') return onRemove()
    if (label !== 'add') return
    onAdd()
    setJustAdded(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setJustAdded(false), ADDED_FEEDBACK_MS)
  }

  const tone =
    label === 'out_of_stock'
      ? 'bg-zinc-200 text-zinc-600'
      : label === 'added'
        ? 'bg-emerald-700 text-white'
        : label === 'remove'
          ? 'bg-white text-zinc-900 ring-1 ring-zinc-300 hover:bg-zinc-50'
          : 'bg-zinc-900 text-white hover:bg-zinc-700'
  // A form to the cart page: before the script runs (and without it) the click adds there; once it
  // runs, the cart in this browser takes it and the page stays.
  return (
    <form
      method="post"
      action={cartPath}
      onSubmit={(event) => {
        event.preventDefault()
        click()
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product" value={id} />
      <button
        type="submit"
        disabled={label === 'out_of_stock'}
        aria-label={
          label === 'add' ? t('shop.store.add_label', { name }) : label === 'remove' ? t('shop.store.remove_label', { name }) : undefined
        }
        aria-live="polite"
        className={`min-h-11 w-full rounded-full px-4 text-sm font-bold transition focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none disabled:cursor-not-allowed ${tone}`}
      >
        {t(`shop.store.${label === 'add' ? 'add' : label}`)}
      </button>
    </form>
  )
}
