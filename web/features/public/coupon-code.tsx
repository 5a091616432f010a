import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../../components/flash.tsx'

/**
 * A discount code with a one-tap copy button; the code itself stays selectable by hand.
 * `onCopied` runs after a successful copy (the public card counts it for the creator).
 */
export function CouponCode({ code, onCopied }: { code: string; onCopied?: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
      onCopied?.()
      setTimeout(() => setCopied(false), 1500)
      toast('success', t('public.card.code_copied'))
    } catch {
      toast('error', t('public.card.copy_failed'))
    }
  }

  return (
    <div className="flex items-center gap-2 rounded-xl border border-dashed border-brand-200 bg-brand-50 p-1.5 ps-3">
      <span className="sr-only">{t('public.card.discount')}</span>
      <code dir="auto" className="min-w-0 flex-1 truncate font-mono text-sm font-bold text-brand-800 select-all">
        {code}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('public.card.copy_code', { code })}
        className="min-h-9 shrink-0 rounded-lg bg-brand-600 px-3 text-xs font-bold text-white transition hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
      >
        {copied ? t('public.card.copied') : t('public.card.copy')}
      </button>
    </div>
  )
}
