import type { InputHTMLAttributes } from 'react'
import { USERNAME_LIMITS } from '../../../contract/auth.ts'
import type { ControlProps } from './field.tsx'

/** A username as typed: left to right in every language, never capitalised or spell-checked. */
export function UsernameInput(props: ControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps>) {
  return (
    <input
      {...props}
      name="username"
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
      maxLength={USERNAME_LIMITS.max}
      className={`${props.className} rtl:text-end`}
    />
  )
}
