import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { adminApi } from '../../../contract/admin-api.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** The switch that makes every new look carry an ad disclosure choice (saved as soon as it is flipped). */
export function DisclosureRuleForm({ current }: { current: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [flash, show] = useFlash()
  const [busy, setBusy] = useState(false)

  async function change(required: boolean) {
    setBusy(true)
    const result = await call(adminApi.requireDisclosure, { body: { required } })
    setBusy(false)
    if (!result.ok) {
      show('error', t('admin.settings.require_disclosure_failed'))
      return
    }
    show('success', t('admin.settings.require_disclosure_updated'))
    void revalidator.revalidate()
  }

  return (
    <div className={cardClass}>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-required`}
          type="checkbox"
          checked={current}
          disabled={!hydrated || busy}
          onChange={(event) => void change(event.currentTarget.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <div>
          <label htmlFor={`${id}-required`} className="font-semibold text-zinc-900">
            {t('admin.settings.require_disclosure_label')}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-zinc-600">
            {t('admin.settings.require_disclosure_hint')}
          </p>
        </div>
      </div>
      <FlashMessage flash={flash} />
    </div>
  )
}
