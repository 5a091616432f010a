import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Icon } from '../icon.tsx'
import type { ControlProps } from './field.tsx'

/** A password input with a show/hide button inside it. */
export function PasswordInput({
  autoComplete,
  name,
  ...control
}: ControlProps & { name: string; autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  // Showing the password needs the script: until it runs, the button is disabled, not dead.
  const hydrated = useHydrated()
  return (
    <div className="relative">
      <input
        {...control}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        dir="ltr"
        className={`${control.className} pe-12 rtl:text-end`}
      />
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={control.id}
        className="absolute inset-y-0 end-1 my-auto grid size-10 place-items-center rounded-lg text-zinc-500 hover:text-brand-700"
      >
        <span className="sr-only">{t('common.show_password')}</span>
        <Icon name={visible ? 'eye-off' : 'eye'} />
      </button>
    </div>
  )
}
