import type { ImageCategory } from '../../../contract/images.ts'
import type { DirectoryResponse, PublicImage, PublicProfile, PublicStory } from '../../../contract/public.ts'

/**
 * What public pages render, built on the server by public-data.server.ts from the API shapes:
 * links already checked (only http(s) reaches the page), tags as their counting redirect. Keeping
 * that work on the server also keeps zod (the contract modules) out of the public pages' JS.
 */
export interface TagView {
  id: string
  x_percent: number
  y_percent: number
  /** The counting redirect (`/go/{id}`). */
  href: string
  /** The product site's host name, for the tag's accessible name. */
  host: string
  /** What the tag's product page says (decision 0083), for the card under the photo; null when it says nothing. */
  product: TagProductView | null
}

export interface TagProductView {
  name: string | null
  brand: string | null
  /** The price in the page's language ("129,00 €"), formatted on the server. */
  price_label: string | null
  out_of_stock: boolean
  /** The small stored picture (never the shop's own address). */
  picture: string | null
}

/**
 * Only what the cards render (no `filename`, `created_at` or `expiry_date`), and dates formatted in the page's
 * language (`*_label`): the browser then creates no `Intl.DateTimeFormat` while it hydrates — its
 * first one is a long task on a phone's main thread (docs/decisions/0032).
 */
export type ImageView = Omit<PublicImage, 'tags' | 'filename' | 'created_at' | 'expiry_date'> & { tags: TagView[]; expiry_label: string }
export type ProfileView = Omit<PublicProfile, 'images' | 'premiumImages'> & { images: ImageView[]; premiumImages: ImageView[] }
export type StoryView = PublicStory & { submitted_label: string }
export type { DirectoryResponse, ImageCategory }
