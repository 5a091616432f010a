import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AVATAR_MAX_BYTES } from '../../../contract/auth.ts'
import { Avatar } from '../../components/avatar.tsx'
import { FieldError } from '../../components/form/field.tsx'
import { Icon } from '../../components/icon.tsx'

const ID = 'profile-photo'

/**
 * Avatar upload: image files only, previewed before saving. The file itself travels with the form
 * (`photo`); the server sniffs the content, so this check is for a quick answer, not for safety.
 */
export function AvatarField({
  current,
  username,
  error,
  onError,
}: {
  current: string | null
  username: string
  error?: string
  onError: (message?: string) => void
}) {
  const { t } = useTranslation()
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) {
      setPreview(null)
      return
    }
    if (!file.type.startsWith('image/')) {
      input.value = ''
      setPreview(null)
      onError(t('auth.image_invalid'))
      return
    }
    if (file.size > AVATAR_MAX_BYTES) {
      input.value = ''
      setPreview(null)
      onError(t('profile.photo.too_large', { max: AVATAR_MAX_BYTES / 1024 / 1024 }))
      return
    }
    onError(undefined)
    setPreview(URL.createObjectURL(file))
  }

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row">
      <div className="relative shrink-0">
        <Avatar src={preview ?? current} name={username || '?'} className="size-28 text-4xl shadow-md ring-4 ring-brand-100" />
        {preview && (
          <span className="absolute -bottom-1 start-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white rtl:translate-x-1/2">
            {t('profile.photo.new')}
          </span>
        )}
      </div>
      <div className="text-center sm:text-start">
        <input
          id={ID}
          name="photo"
          type="file"
          accept="image/*"
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ID}-hint${error ? ` ${ID}-error` : ''}`}
          className="peer sr-only"
        />
        <label
          htmlFor={ID}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-zinc-300 bg-white px-5 py-2.5 text-sm font-semibold text-zinc-800 transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-zinc-50"
        >
          <Icon name="camera" className="size-5" />
          {current || preview ? t('profile.photo.change') : t('profile.photo.upload')}
        </label>
        <p id={`${ID}-hint`} className="mt-2 text-sm text-zinc-600">
          {t('profile.photo.hint', { max: AVATAR_MAX_BYTES / 1024 / 1024 })}
        </p>
        {error && <FieldError id={`${ID}-error`}>{error}</FieldError>}
      </div>
    </div>
  )
}
