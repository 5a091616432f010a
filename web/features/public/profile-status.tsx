import { Link } from 'react-router'
import { ErrorPage } from '../../components/error-page.tsx'

/** `public.status.*` from the catalog; they come with the error because no loader data does. */
export interface StatusTexts {
  influencer_not_found: string
  influencer_not_found_text: string
  not_approved: string
  not_approved_text: string
  browse_creators: string
}

/** What a visitor sees instead of a creator page: unknown user (404) or not approved (403). */
export function ProfileStatus({ status, texts }: { status: 404 | 403; texts: StatusTexts }) {
  const notFound = status === 404
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">{status}</p>
      <h1 className="text-2xl font-bold">{notFound ? texts.influencer_not_found : texts.not_approved}</h1>
      <p className="text-zinc-600">{notFound ? texts.influencer_not_found_text : texts.not_approved_text}</p>
      <Link to="/allinfluencers" className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700">
        {texts.browse_creators}
      </Link>
    </section>
  )
}

/** The creator route's error boundary: the creator's status when the server sent its texts, else the site's error page. */
export function CreatorError({ status, texts }: { status: number; texts: StatusTexts | undefined }) {
  return texts && (status === 404 || status === 403) ? <ProfileStatus status={status} texts={texts} /> : <ErrorPage status={status} />
}
