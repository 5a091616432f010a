import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LAYOUT_STYLES, type LayoutStyle } from '../../../contract/social.ts'
import { usersApi } from '../../../contract/users.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** Fashion or business for the public page; once business is stored the choice is final (spec §4). */
export function LayoutStyleForm({ initial }: { initial: LayoutStyle }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [stored, setStored] = useState<LayoutStyle>(initial)
  const [choice, setChoice] = useState<LayoutStyle>(initial)
  const [busy, setBusy] = useState(false)
  const [flash, showFlash] = useFlash()
  const locked = stored === 'business'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const result = await call(usersApi.updateLayoutStyle, { body: { layoutStyle: choice } })
    setBusy(false)
    if (result.ok) {
      setStored(result.data.layout_style)
      showFlash('success', t('social.layout_updated'))
      return
    }
    if (result.error.code === 'LAYOUT_LOCKED') {
      setStored('business')
      setChoice('business')
    }
    showFlash('error', t('social.layout_update_failed'))
  }

  return (
    <section aria-labelledby="layout-title" className={cardClass}>
      <form onSubmit={submit}>
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
                  type="radio"
                  name="layoutStyle"
                  value={style}
                  checked={choice === style}
                  onChange={() => setChoice(style)}
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
            {choice === 'business' && <p className="mt-3 text-sm text-amber-800">{t('social.layout_business_final')}</p>}
            <SubmitButton
              busy={busy}
              disabled={!hydrated || choice === stored}
              busyLabel={t('social.saving')}
              className="mt-4 px-6 py-2.5 text-sm"
            >
              {t('social.layout_save')}
            </SubmitButton>
          </>
        )}
      </form>
      <FlashMessage flash={flash} />
    </section>
  )
}
