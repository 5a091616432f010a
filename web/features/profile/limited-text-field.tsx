import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROFILE_TEXT_MAX } from '../../../contract/auth.ts'
import { Field } from '../../components/form/field.tsx'

/**
 * Specialization and introduction: text beyond the limit is cut off, and the attempt shows the red
 * "Maximum 150 characters allowed" until the text is shorter again. A counter shows what is used.
 */
export function LimitedTextField({
  id,
  name,
  label,
  hint,
  defaultValue,
  multiline = false,
  error,
}: {
  id: string
  name: string
  label: string
  hint?: string
  defaultValue: string
  multiline?: boolean
  error?: string
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState(defaultValue.slice(0, PROFILE_TEXT_MAX))
  const [overflow, setOverflow] = useState(false)

  function change(next: string) {
    if (next.length > PROFILE_TEXT_MAX) {
      setValue(next.slice(0, PROFILE_TEXT_MAX))
      setOverflow(true)
      return
    }
    setValue(next)
    if (next.length < PROFILE_TEXT_MAX) setOverflow(false)
  }

  const message = overflow ? t('auth.profile_text_too_long') : error
  const counter = (
    <p
      aria-hidden="true"
      className={`mt-1 text-end text-xs tabular-nums ${value.length >= PROFILE_TEXT_MAX ? 'font-semibold text-red-700' : 'text-zinc-500'}`}
    >
      {t('profile.counter', { count: value.length, max: PROFILE_TEXT_MAX })}
    </p>
  )
  return (
    <Field
      id={id}
      label={label}
      required={false}
      hint={hint ?? t('profile.hints.limit', { max: PROFILE_TEXT_MAX })}
      error={message}
      announce={overflow}
      after={counter}
    >
      {(p) =>
        multiline ? (
          <textarea
            {...p}
            name={name}
            rows={4}
            value={value}
            onChange={(e) => change(e.target.value)}
            className={`${p.className} resize-y`}
          />
        ) : (
          <input {...p} name={name} type="text" value={value} onChange={(e) => change(e.target.value)} />
        )
      }
    </Field>
  )
}
