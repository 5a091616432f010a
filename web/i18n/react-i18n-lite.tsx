import { cloneElement, createContext, Fragment, isValidElement, type ReactElement, type ReactNode, useContext } from 'react'
import type { LiteI18n } from './lite-i18n.ts'

/**
 * What the app uses of react-i18next, over web/i18n/lite-i18n.ts. vite.config.ts aliases
 * `react-i18next` here, so feature code keeps the familiar imports (and react-i18next's types).
 */
const I18nContext = createContext<LiteI18n | null>(null)

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}

export function useTranslation() {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation outside I18nextProvider')
  return { t: i18n.t, i18n, ready: true }
}

/** i18next's plugin hook; nothing to set up here. */
export const initReactI18next = { type: '3rdParty' as const, init() {} }

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g

/**
 * `<Trans i18nKey="x" values={{ email }} components={{ email: <bdi /> }} />` for strings such as
 * "We sent it to <email>{{email}}</email>.": named tags become the given elements (not nested).
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string
  values?: Record<string, unknown>
  components?: Record<string, ReactElement>
}) {
  const { t } = useTranslation()
  const text = t(i18nKey, values)
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TAG)) {
    const [whole, selfClosing, name, inner] = match
    if (match.index > last) parts.push(text.slice(last, match.index))
    const element = components[selfClosing ?? name]
    const key = `${match.index}`
    if (!isValidElement(element)) parts.push(selfClosing ? '' : inner)
    else if (selfClosing) parts.push(cloneElement(element, { key }))
    else parts.push(cloneElement(element, { key }, inner))
    last = match.index + whole.length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <Fragment>{parts}</Fragment>
}
