import { type FormEvent, useId, useState } from 'react'
import { followersApi } from '../../../contract/followers.ts'
import { isLanguage } from '../../../contract/language.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { primaryButtonClass, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { form as ar } from '../../i18n/locales/ar/followers.json'
import { form as de } from '../../i18n/locales/de/followers.json'
import { form as en } from '../../i18n/locales/en/followers.json'
import { call } from '../../lib/api.ts'
import { useSite } from '../../lib/use-site.ts'
import { FollowFields } from './follow-fields.tsx'

// The form's texts travel with this chunk, not in the page's HTML: most visitors never open it.
const TEXTS = { en, de, ar }

export interface FollowDialogProps {
  open: boolean
  onClose: () => void
  username: string
  name: string
  lang: string
}

const fill = (text: string, creator: string, site: string) => text.replaceAll('{{creator}}', creator).replaceAll('{{site}}', site)

/** The follow form: an address and the consent line naming the creator and the platform. */
export function FollowDialog({ open, onClose, username, name, lang }: FollowDialogProps) {
  const texts = TEXTS[isLanguage(lang) ? lang : 'en']
  const site = useSite().identity.name
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ email?: string; consent?: string; form?: string }>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    const result = await call(followersApi.follow, {
      params: { username },
      // The consent box unticked is sent as false, so the server names the missing consent.
      body: { email: String(data.get('email') ?? ''), consent: (data.get('consent') === 'on') as true },
    })
    setBusy(false)
    if (result.ok) {
      setSent(result.data.message)
      return
    }
    const field = (name: string) => result.error.details?.find((d) => d.field === name)?.message
    setErrors({
      email: field('email'),
      consent: field('consent'),
      form: result.error.details?.length ? undefined : result.error.error || texts.failed,
    })
  }

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`}>
      <div className="p-6 text-start">
        <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900" dir="auto">
          {fill(texts.title, name, site)}
        </h2>
        {sent ? (
          <div className="mt-4 space-y-4">
            <Notice tone="success">{sent}</Notice>
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              {texts.close}
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
            <FollowFields
              id={id}
              errors={errors}
              texts={{ intro: fill(texts.intro, name, site), email_label: texts.email_label, consent: fill(texts.consent, name, site) }}
            />
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy} className={primaryButtonClass}>
                {texts.submit}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={onClose}>
                {texts.close}
              </button>
            </div>
          </form>
        )}
      </div>
    </ModalDialog>
  )
}
