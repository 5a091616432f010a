import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { LAYOUT_STYLES, type LayoutStyle } from '../../../contract/social.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useDashboardResult } from './dashboard-result.ts'

/**
 * Fashion or business for the public page; once business is stored the choice is final (spec §4).
 * Posted to the dashboard's action, so it saves before and without the page's script; `initial`
 * is what is stored (read again after each save). The "final" warning shows through CSS as soon
 * as business is picked, script or not.
 */
export function LayoutStyleForm({ initial }: { initial: LayoutStyle }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [choice, setChoice] = useState<LayoutStyle>(initial)
  // A save (or a refusal that found business stored) brings a new `initial`: the pick follows it.
  const [stored, setStored] = useState<LayoutStyle>(initial)
  if (stored !== initial) {
    setStored(initial)
    setChoice(initial)
  }
  const result = useDashboardResult('layout', { saved: t('social.layout_updated'), failed: () => t('social.layout_update_failed') })
  const locked = initial === 'business'

  return (
    <section aria-labelledby="layout-title" className={cardClass}>
      <Form
        key={initial}
        method="post"
        preventScrollReset
        className="group"
        onChange={(e) => setChoice((e.target as unknown as HTMLInputElement).value as LayoutStyle)}
      >
        <input type="hidden" name="intent" value="layout" />
        <fieldset disabled={locked} aria-describedby={locked ? 'layout-locked' : undefined}>
          <legend id="layout-title" className="text-base font-bold text-zinc-900">
            {t('social.layout_title')}
          </legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {LAYOUT_STYLES.map((style) => (
              <label
                key={style}
                className={`flex cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                  locked ? 'cursor-not-allowed opacity-70 ring-zinc-200' : 'ring-zinc-300 hover:bg-zinc-50'
                }`}
              >
                <input
                  id={`layout-${style}`}
                  type="radio"
                  name="layoutStyle"
                  value={style}
                  defaultChecked={initial === style}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold text-zinc-900">{t(`social.${style}`)}</span>
                  <span className="mt-0.5 block text-sm text-zinc-600">{t(`social.${style}_hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {locked ? (
          <div id="layout-locked">
            <Notice tone="info" className="mt-4">
              {t('social.layout_locked')}
            </Notice>
          </div>
        ) : (
          <>
            <p className="mt-3 hidden text-sm text-amber-800 group-has-[#layout-business:checked]:block">
              {t('social.layout_business_final')}
            </p>
            <SubmitButton
              busy={result.busy}
              // Nothing to save while the stored style is picked (known once the script runs).
              disabled={hydrated && choice === initial}
              busyLabel={t('social.saving')}
              className="mt-4 px-6 py-2.5 text-sm"
            >
              {t('social.layout_save')}
            </SubmitButton>
          </>
        )}
      </Form>
      <FlashMessage flash={result.flash} />
    </section>
  )
}
