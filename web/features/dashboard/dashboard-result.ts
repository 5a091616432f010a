import { useEffect, useRef } from 'react'
import { useActionData, useNavigation } from 'react-router'
import { type Flash, useFlash } from '../../components/flash.tsx'
import type { FormFailure } from '../../context.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** The dashboard's forms that post to its action (web/features/dashboard/dashboard-actions.server.ts). */
export type DashboardIntent = 'public-email' | 'social' | 'layout' | 'badge'

/**
 * What the dashboard's action answered one form (`intent`): saved, or refused. The form's flash
 * message says so: from the server's page while the script is not running (no timer to clear it),
 * then as the usual 3-second message. `failed` turns a refusal into the form's message.
 */
export function useDashboardResult(intent: DashboardIntent, messages: { saved: string; failed: (failure: FormFailure) => string }) {
  const data = useActionData() as { saved?: string; failure?: FormFailure } | undefined
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const [flash, showFlash] = useFlash()
  const saved = data?.saved === intent
  const failure = data?.failure?.values?.intent === intent ? data.failure : undefined
  const text = saved ? messages.saved : failure ? messages.failed(failure) : null
  // The latest texts, read when an answer arrives (the answer, not a re-render, is the event).
  const latest = useRef({ saved, failure, messages, showFlash })
  latest.current = { saved, failure, messages, showFlash }
  useEffect(() => {
    if (!data) return
    const now = latest.current
    if (now.saved) now.showFlash('success', now.messages.saved)
    else if (now.failure) now.showFlash('error', now.messages.failed(now.failure))
  }, [data])
  const served: Flash | null = text ? { tone: saved ? 'success' : 'error', text, id: 0 } : null
  return {
    saved,
    failure,
    flash: hydrated ? flash : served,
    showFlash,
    /** This form's post is on its way. */
    busy: navigation.formMethod?.toLowerCase() === 'post' && navigation.formData?.get('intent') === intent,
  }
}
