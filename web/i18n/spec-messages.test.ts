import { describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../server/i18n.ts'

/**
 * The spec quotes these user-facing messages exactly (shared/spec, §5 and §8 of both parts). The
 * English catalog carries each of them word for word, with the spec's final punctuation. The
 * spec's leading ❌ / ✅ / ⚠️ are left out on purpose: the app shows its own icons instead, so the
 * messages read the same where no emoji font is installed (docs/decisions/0012).
 */
const SPEC_MESSAGES = [
  'Please enter your email before requesting a password reset.',
  'Please enter your birthdate.',
  'Please accept the Terms and Conditions.',
  'Registration failed. Please fill all fields.',
  'Registration failed. Please try again.',
  'Promo code applied',
  'Invalid promo code',
  'Promo expired',
  'Registered successfully. Wait for admin approval',
  'Please fill in all required fields.',
  'Please enter a post URL.',
  'Cannot drop tag outside image.',
  'Login failed.',
  'Profile updated successfully',
  'Something went wrong. Try again.',
  'Failed to redirect to Stripe Checkout.',
  'Image uploaded!',
  'Upload failed!',
  'Failed to submit post for approval',
  'Request submitted!',
  'Failed to load images',
  'Failed to delete image',
  'Failed to update pin status!',
  'Failed to update premium status!',
  'Failed to move tag.',
  'Failed to save tag!',
  'Tag saved!',
  'Error deleting tag.',
  'Failed to load stats.',
  'Failed to load social links.',
  // AI twin (part 2 §4, §5, §8; the page and the API's error table both carry them).
  'You can upload a maximum of 4 images only.',
  'Please enter a prompt.',
  'Model is still training. Please wait a bit and try again.',
  'Training...',
  'Generate 2 Daily Images',
  'Training failed. Please try again later.',
  'Generation failed. Please try again later.',
  'Layout style updated!',
  'Failed to update layout style.',
  'Social links updated!',
  'Failed to update social links!',
  'Stats reset!',
  'Failed to reset stats.',
  'No new messages',
  'Failed to load pending badge requests',
  'Failed to update badge request status',
  'Failed to update approval status',
  'Failed to delete influencer',
  'Failed to update role',
  'Max expiry updated!',
  'Failed to update max expiry',
  'Campaign created successfully!',
  'Already submitted today',
  'You’ve already created a campaign today. Please try again tomorrow.',
  'Failed to check campaign status.',
  'Failed to create campaign.',
  'Please provide a CTA link if button text is filled.',
  'Notification sent!',
  'Failed to send notification.',
  'No pending badge requests',
  'Are you sure?',
  'Influencer not found.',
  'Account is not approved.',
  'Sharing failed.',
  'Link copied to clipboard!',
  'Message sent successfully!',
  'Failed to send message. Please try again.',
  'A reset link has been sent to your email.',
  'Failed to send reset email.',
  'Missing email in the link.',
  'Your password was successfully reset. You can now log in.',
  'Reset failed. Token may be invalid or expired.',
  'No images available yet.',
  'Product added successfully!',
  'Failed to add product',
  'Failed updating',
  'Deletion failed',
  'Stripe onboarding failed. Please try again.',
  'Failed to redirect to checkout seller not finished the setup',
  'Max 4 images allowed',
  'Out of stock',
  'Added',
  'Remove',
]

function values(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (node && typeof node === 'object') return Object.values(node).flatMap(values)
  return []
}

describe('catalog messages', () => {
  const catalogs = loadCatalogs()
  const english = new Set(values(catalogs.en))

  it.each(SPEC_MESSAGES)('carries the spec message "%s" word for word', (message) => {
    expect(english.has(message)).toBe(true)
  })

  it('uses no emoji, which need an emoji font to show', () => {
    const emoji = /\p{Emoji_Presentation}|\uFE0F/u
    for (const lang of ['en', 'de', 'ar'] as const) {
      expect(values(catalogs[lang]).filter((text) => emoji.test(text))).toEqual([])
    }
  })
})
