import { Notice } from '../../components/notice.tsx'
import type { Flash } from './use-flash.ts'

/**
 * An always-present live region: successes are announced politely through `role="status"`,
 * errors by the Notice's own `role="alert"`.
 */
export function FlashMessage({ flash, className = '' }: { flash: Flash | null; className?: string }) {
  return (
    <div role="status" className={className}>
      {flash && (
        <Notice tone={flash.tone} className="mt-4">
          {flash.text}
        </Notice>
      )}
    </div>
  )
}

/** The white rounded card every dashboard section sits in. */
export const cardClass = 'rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6'
