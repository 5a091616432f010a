import { useTranslation } from 'react-i18next'
import { DataRightsSection } from '../account/data-rights-section.tsx'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { type ProfileData, ProfileForm } from './profile-form.tsx'

/** Profile settings inside the creator's pages (sidebar at the start). */
export function ProfilePage({ profile, user }: { profile: ProfileData; user: SidebarUser }) {
  const { t } = useTranslation()
  return (
    <DashboardShell user={user}>
      <div className="mx-auto max-w-3xl">
        <h1 id="profile-title" className="text-3xl font-extrabold tracking-tight text-zinc-900">
          {t('profile.title')}
        </h1>
        <p className="mt-2 mb-6 text-zinc-600">{t('profile.subtitle')}</p>
        <ProfileForm profile={profile} />
        <DataRightsSection />
      </div>
    </DashboardShell>
  )
}
