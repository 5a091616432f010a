import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  // Sign-out: only a form action (the header's Sign out button), answered with a redirect.
  route('logout', 'routes/logout.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('landing', 'routes/landing.tsx'),
    route('about', 'routes/about.tsx'),
    route('news', 'routes/news.tsx'),
    route('imprint', 'routes/imprint.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-of-use', 'routes/terms-of-use.tsx'),
    route('cookie-policy', 'routes/cookie-policy.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('register-success', 'routes/register-success.tsx'),
    route('request-reset', 'routes/request-reset.tsx'),
    route('reset-password/:token', 'routes/reset-password.tsx'),
    route('setup/:token', 'routes/setup-first-admin.tsx'),
    route('checkout/:sessionId', 'routes/checkout.tsx'),
    route('thank-you', 'routes/thank-you.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('dashboard/links', 'routes/links.tsx'),
    // Instagram's data download as draft looks (the form posts to the server's /dashboard/import).
    route('dashboard/import', 'routes/import.tsx'),
    // Where a refused share from the phone lands (the share target posts to the server's /share).
    route('share', 'routes/share.tsx'),
    route('dashboard/moderation', 'routes/dashboard-moderation.tsx'),
    // One own look's details and Publish: where the dashboard's per-look form posts.
    route('dashboard/looks/:id', 'routes/look.tsx'),
    route('subscription', 'routes/billing.tsx'),
    route('ai-twin', 'routes/twin.tsx'),
    route('shop', 'routes/shop.tsx'),
    route('campaign', 'routes/campaigns.tsx'),
    route('shop/connect/local', 'routes/shop-connect-local.tsx'),
    route('shop/dashboard', 'routes/shop-dashboard.tsx'),
    route('shop/trader', 'routes/shop-trader.tsx'),
    route('shop/receipt/:orderId', 'routes/shop-receipt.tsx'),
    route('admin', 'routes/admin.tsx'),
    // Only an action: a decision of the Reports tab.
    route('admin/reports/:id', 'routes/admin-report.ts'),
    // The Traders tab's forms (verify, suspend, reinstate): only an action, answered with the tab.
    route('admin/traders/:userId', 'routes/admin-trader.ts'),
    route('admin/appeals', 'routes/admin-appeals.tsx'),
    route('dev/mailbox', 'routes/dev-mailbox.tsx'),
    route('trends', 'routes/trends.tsx'),
    route('allinfluencers', 'routes/directory.tsx'),
    route('followers/confirm/:token', 'routes/follower-confirm.tsx'),
    route('followers/unsubscribe/:token', 'routes/follower-unsubscribe.tsx'),
    route('followers/manage/:token', 'routes/follower-manage.tsx'),
    // The DSA notice form for one item (?kind=&id=) and the anonymous notifier's confirm link.
    route('report', 'routes/report.tsx'),
    route('report/confirm/:token', 'routes/report-confirm.tsx'),
    // A notifier's notice and the decision on it, from the signed link in their mail.
    route('appeals/:token', 'routes/appeal-notice.tsx'),
    route(':username', 'routes/creator-page.tsx'),
    // Before the catch-all: a creator's storefront.
    route(':username/shop', 'routes/shop-storefront.tsx'),
    // The follow form as a page: where Follow leads before the page's script runs, and without it.
    route(':username/follow', 'routes/follow.tsx'),
    // The cart where Add to cart posts before the storefront's script runs, and without it.
    route(':username/cart', 'routes/shop-cart.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
