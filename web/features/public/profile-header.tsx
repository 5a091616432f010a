import { useTranslation } from 'react-i18next'
import { Avatar, VerifiedMark } from '../../components/avatar.tsx'
import { FollowButton } from '../followers/follow-button.tsx'
import { GetInTouch, SocialLinks } from './contact-links.tsx'
import { ShareButton } from './share-button.tsx'
import type { ProfileView } from './view-types.ts'

type HeaderProps = { profile: ProfileView; shareUrl: string }

function useTexts(profile: ProfileView) {
  const { t } = useTranslation()
  return {
    specialization: profile.specialization?.trim() || t('public.profile.default_specialization'),
    introduction: profile.introduction?.trim() || t('public.profile.default_introduction'),
    verified: t('public.profile.verified'),
    photos: t('public.profile.photos_label'),
    shareProfile: t('public.share.profile'),
  }
}

function Name({ profile, className }: { profile: ProfileView; className: string }) {
  const { verified } = useTexts(profile)
  return (
    <h1 className={`flex flex-wrap items-center gap-2 ${className}`}>
      <span dir="auto">{profile.page_name || profile.username}</span>
      {profile.badge_verified && <VerifiedMark label={verified} className="size-6" />}
    </h1>
  )
}

/** Business layout: a calm card, photo at the start, facts in a row, text left-aligned. */
export function BusinessHeader({ profile, shareUrl }: HeaderProps) {
  const texts = useTexts(profile)
  return (
    <header className="border-b border-zinc-200 bg-zinc-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start">
        <Avatar src={profile.photo} name={profile.username} size={160} className="size-24 text-4xl ring-4 ring-white" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <Name profile={profile} className="text-3xl font-bold text-zinc-900" />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600">
            <span dir="ltr">@{profile.username}</span>
            <span>
              <strong className="text-zinc-900 tabular-nums">{profile.photo_count}</strong> {texts.photos}
            </span>
          </p>
          <p className="font-semibold text-brand-700">
            <span dir="auto">{texts.specialization}</span>
          </p>
          <p className="max-w-2xl text-zinc-700">
            <span dir="auto">{texts.introduction}</span>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <FollowButton
              username={profile.username}
              name={profile.page_name || profile.username}
              className="bg-brand-600 text-white hover:bg-brand-700"
            />
            <GetInTouch email={profile.public_email} className="bg-zinc-900 text-white hover:bg-zinc-700" />
            <SocialLinks profile={profile} />
            <ShareButton url={shareUrl} title={profile.page_name} label={texts.shareProfile} className="bg-white" />
          </div>
        </div>
      </div>
    </header>
  )
}

/** Fashion layout: editorial cover with a centred portrait, large type and light-on-dark links. */
export function FashionHeader({ profile, shareUrl }: HeaderProps) {
  const texts = useTexts(profile)
  // The cover's display face comes from the browser's cache like the others; a first visit shows its metric-matched local serif (docs/decisions/0046).
  return (
    <header className="relative overflow-hidden bg-zinc-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-br from-brand-700 via-zinc-950 to-accent-500 opacity-80" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-14 pb-12 text-center">
        <Avatar src={profile.photo} name={profile.username} size={160} className="size-32 text-5xl ring-4 ring-white/80" />
        <Name profile={profile} className="justify-center font-serif text-4xl font-black tracking-tight sm:text-5xl rtl:tracking-normal" />
        <p className="flex flex-wrap justify-center gap-x-4 text-sm text-white/85">
          <span dir="ltr">@{profile.username}</span>
          <span>
            <strong className="text-white tabular-nums">{profile.photo_count}</strong> {texts.photos}
          </span>
        </p>
        <p className="text-sm font-bold tracking-widest text-white uppercase rtl:tracking-normal">
          <span dir="auto">{texts.specialization}</span>
        </p>
        <p className="max-w-xl text-lg text-white/90">
          <span dir="auto">{texts.introduction}</span>
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          <FollowButton
            username={profile.username}
            name={profile.page_name || profile.username}
            className="bg-brand-600 text-white hover:bg-brand-700"
          />
          <GetInTouch email={profile.public_email} className="bg-white text-zinc-900 hover:bg-zinc-100" linkClassName="text-white" />
          <SocialLinks profile={profile} tone="dark" />
          <ShareButton
            url={shareUrl}
            title={profile.page_name}
            label={texts.shareProfile}
            className="text-white ring-white/40 hover:bg-white/10"
          />
        </div>
      </div>
    </header>
  )
}
